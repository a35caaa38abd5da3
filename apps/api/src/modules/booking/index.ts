// What other modules may use of bookings (its front door): nothing else here is imported from outside.

export { holdForPhone } from './create/system-hold.ts';
export { type BookingPlan, planBooking } from './create/create-plan.ts';
export { lockCustomer } from './create/create-repo.ts';
export { requireSalon } from './shared/booking-rules.ts';
export { requireBookableDay } from './shared/booking-rules.ts';
export { endBookings, freeExpiredHolds } from './shared/claims.ts';
export { dropAllDays } from './shared/day-cache.ts';
export { inSlotTransaction } from './shared/slot-transaction.ts';
export { sendBookingOtp, verifyBookingOtp } from './otp/otp-service.ts';
export { issueViewToken } from './read/view-token.ts';
