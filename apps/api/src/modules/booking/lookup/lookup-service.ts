import { fromInternational, maskPhone, message, toDdMmYyyy } from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import type { CurrentCustomer } from '../../../http/auth.ts';
import {
  type BookingInfoRow,
  findCurrentBooking,
  listUpcomingBookings,
  recordConsent,
} from './lookup-repo.ts';
import { toBookedHome } from '../at-home/booked-home.ts';

// Booking lookup, list and consent (000 §2, §7). Privacy (decision 0060): a phone alone
// tells only that a booking exists and its day; the details, change and cancel need the owner's
// session (a token from logging in, which takes the password or a fresh OTP to that phone).

/** The booking info of 000 §3, for the owner. */
export function toBookingInfo(r: BookingInfoRow) {
  return {
    bookingId: r.id,
    dateBook: toDdMmYyyy(r.date_book),
    hourBook: r.hour_text,
    customerPhone: fromInternational(r.phone),
    numberPersons: Math.max(r.persons, r.number_persons),
    salonId: r.salon_id,
    salonName: r.salon_name,
    salonAddress: r.salon_address,
    salonMap: r.map_link,
    parkingMap: r.parking_map,
    isBookAtHome: r.is_book_at_home,
    // Owner only (this shape): the address a stranger must never learn from a phone.
    homeAddress: toBookedHome(r),
    canceled: r.status === 'cancelled',
  };
}

/** checkBooking: whether the phone has an upcoming booking; details only for its owner. */
export async function checkBooking(deps: AppDeps, phone: string, caller: CurrentCustomer | null) {
  const row = await findCurrentBooking(deps.db, phone, deps.now());
  if (!row) return { customer: { isBooked: false }, bookingCurrent: null, isOwner: false };
  const canceled = row.status === 'cancelled';
  const isOwner = caller !== null && caller.phone === phone;
  const bookingCurrent = isOwner
    ? toBookingInfo(row)
    : {
        bookingId: row.id,
        dateBook: toDdMmYyyy(row.date_book),
        customerPhone: maskPhone(phone),
        canceled,
      };
  // A cancelled booking is shown as such, but the phone has no booking (isBooked false).
  return { customer: { isBooked: !canceled }, bookingCurrent, isOwner };
}

export async function myBookings(deps: AppDeps, customer: CurrentCustomer) {
  const rows = await listUpcomingBookings(deps.db, customer.customerId, deps.now());
  return { data: rows.map(toBookingInfo) };
}

/** postAgreeProtectPersonalInfo: logged; the customer's flag is set only by the owner's session. */
export async function agreeProtectPersonalInfo(
  deps: AppDeps,
  input: { phone: string; brandName: string },
  caller: CurrentCustomer | null,
) {
  const own = caller !== null && caller.phone === input.phone ? caller.customerId : null;
  await recordConsent(deps.db, input.phone, input.brandName, own, deps.now());
  return {
    success: true,
    message: message('consentRecorded'),
    data: { agreeProtectPersonalInfo: own !== null },
  };
}
