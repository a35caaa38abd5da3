import type { CheckBookingAnswer, CheckBookingQuery } from '@salon/domain/contracts';
import { api, type QueryOf } from '../../api/client.ts';
import type { BookingInfo } from './use-bookings.ts';

// Apart from use-bookings.ts: the lookup by phone is on every first visit of home, the owner's queries
// and their cancel mutation only once someone is logged in.

export type CheckResult = Omit<CheckBookingAnswer['data'], 'bookingCurrent'> & {
  bookingCurrent: BookingInfo | null;
};

/** checkBooking; a failure shows the not-booked state (000 §8). */
export async function checkBooking(phone: string): Promise<CheckResult> {
  try {
    return (
      await api<{ data: CheckResult }>('GET', '/api/v1/booking/check', {
        query: { phone } satisfies QueryOf<CheckBookingQuery>,
      })
    ).data;
  } catch {
    return { customer: { isBooked: false }, bookingCurrent: null, isOwner: false };
  }
}
