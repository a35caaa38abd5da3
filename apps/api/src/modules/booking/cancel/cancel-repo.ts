import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { bookingInfoColumns } from '../lookup/lookup-repo.ts';

// SQL of cancel.

export async function findBookingForCancel(db: Db, bookingId: number) {
  return bookingInfoColumns(db)
    .select('b.hold_expires_at')
    .where('b.id', '=', bookingId)
    .forUpdate('b')
    .executeTakeFirst();
}

/**
 * Cancels a booking and frees its staff slots in one statement; only a booking still confirmed or
 * awaiting its OTP changes, so two concurrent cancels change it once. Returns whether it changed.
 */
export async function cancelBookingRow(db: Db, bookingId: number, customerId: number, now: Date) {
  const { rows } = await sql<{ id: number }>`
    with cancelled as (
      update booking set status = 'cancelled', hold_expires_at = null, updated_at = ${now}
      where id = ${bookingId} and customer_id = ${customerId} and status in ('confirmed', 'pending_otp')
      returning id
    ), freed as (
      delete from staff_slot_claim
      where booking_person_id in (select bp.id from booking_person bp join cancelled c on c.id = bp.booking_id)
    )
    select id from cancelled
  `.execute(db);
  return rows.length === 1;
}
