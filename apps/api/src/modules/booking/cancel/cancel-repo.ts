import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { bookingInfoColumns } from '../lookup/lookup-repo.ts';
import { endBookings } from '../shared/claims.ts';

// SQL of cancel.

export async function findBookingForCancel(db: Db, bookingId: number) {
  return bookingInfoColumns(db)
    .select('b.hold_expires_at')
    .where('b.id', '=', bookingId)
    .forUpdate('b')
    .executeTakeFirst();
}

/**
 * Cancels the customer's booking and frees its staff slots (end_bookings); only a booking still
 * confirmed or awaiting its OTP changes, so two concurrent cancels change it once. Returns whether it changed.
 */
export async function cancelBookingRow(db: Db, bookingId: number, customerId: number, now: Date) {
  const mine = sql`select id from booking where id = ${bookingId} and customer_id = ${customerId}`;
  return (await endBookings(db, mine, 'cancelled', now)).length === 1;
}
