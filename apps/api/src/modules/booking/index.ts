// The booking module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: hours, stylists, create, change, detail, lookup, cancel, booking OTP, at home, live hours. */
export { bookingRoutes } from './routes.ts';

/** Create a booking (a hold until its OTP, or confirmed for its logged-in owner), promotions included. */
export { createBooking } from './create/create-service.ts';
/** Change a booking's day, hour, guests or services before its cutoff. */
export { changeBooking } from './change/change-service.ts';
/** Cancel one's own booking before its cutoff, its slots freed and a balance payment refunded. */
export { cancelBooking } from './cancel/cancel-service.ts';
/** Expire the holds whose time is over and free their slots (the hold sweep); the ids it ended. */
export { freeExpiredHolds } from './shared/claims.ts';
/** End bookings (expired or cancelled) and free their claims: the one way a booking gives its slots up. */
export { endBookings } from './shared/claims.ts';
/** A booking's summary as the success page reads it (salon, day, hours, guests, services, total, status). */
export { bookingDetail } from './read/detail-service.ts';

/** A hold the system makes for a phone (a waitlist offer), written by the create's own path. */
export { holdForPhone } from './create/system-hold.ts';
/** A booking's plan (salon, day, guests' slots and prices) checked against the rules, before any write. */
export { type BookingPlan, planBooking } from './create/create-plan.ts';
/** The customer row of a phone, created if new and locked for the caller's transaction. */
export { lockCustomer } from './create/create-repo.ts';
/** An open salon of the booking (404 otherwise), from the per-process cache. */
export { requireSalon, requireStylistChoice } from './shared/booking-rules.ts';
/** Refuses a day outside today .. the furthest day the phone's role allows. */
export { requireBookableDay } from './shared/booking-rules.ts';
/** This process's computed hours dropped after holds ended on days it does not know. */
export { dropAllDays } from './shared/day-cache.ts';
/** A transaction that claims slots of a salon day, run again on a deadlock, keeping the hours cache true. */
export { inSlotTransaction } from './shared/slot-transaction.ts';
/** Send and check the OTP that confirms a held booking. */
export { sendBookingOtp, verifyBookingOtp } from './otp/otp-service.ts';
/** The change/cancel cutoff as the success page, lookup and reminders state it. */
export { cutoffInfo } from './shared/cutoff.ts';
/** The signed token that reads one booking without a login, and the success page link that carries it. */
export { bookingPageLink, checkViewToken, issueViewToken } from './read/view-token.ts';
/** This process's database notifications (one LISTEN connection shared by every live page). */
export { databaseNotificationsOf } from './hours/live-days.ts';
