import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';

// SQL of changing a booking, run inside the change's transaction.

/** The booking with its start (its earliest guest's hour), locked: one change or cancel at a time. */
export async function lockBookingForChange(trx: Db, bookingId: number) {
  const { rows } = await sql<{
    id: number;
    status: 'pending_otp' | 'confirmed' | 'cancelled' | 'expired';
    customer_id: number;
    date_book: string;
    hold_expires_at: Date | null;
    minute_of_day: number | null;
  }>`
    select b.id, b.status, b.customer_id, b.date_book::text as date_book, b.hold_expires_at,
      (select min(h.minute_of_day) from booking_person p join salon_slot h on h.id = p.book_hour_id
       where p.booking_id = b.id) as minute_of_day
    from booking b where b.id = ${bookingId}
    for update of b
  `.execute(trx);
  return rows[0];
}

/** The slots the booking holds on a day, as `staffId|slotId` (they count as free for its change). */
export async function ownClaims(db: Db, bookingId: number, dateIso: string): Promise<Set<string>> {
  const { rows } = await sql<{ staff_id: number; slot_id: number }>`
    select c.staff_id, c.slot_id from staff_slot_claim c
    join booking_person p on p.id = c.booking_person_id
    where p.booking_id = ${bookingId} and c.work_date = ${dateIso}
  `.execute(db);
  return new Set(rows.map((r) => `${r.staff_id}|${r.slot_id}`));
}

/**
 * Gives the booking's promotion uses back (give_back_promotion_uses, migration 010: the one place,
 * also run by the cancel/expire trigger) and forgets them, then drops its persons (their claims go
 * with them, on delete cascade): the change writes them again and may use the same promotions.
 */
export async function releasePersons(trx: Db, bookingId: number): Promise<void> {
  await sql`select give_back_promotion_uses(${bookingId}::int)`.execute(trx);
  await trx.deleteFrom('campaign_redemption').where('booking_id', '=', bookingId).execute();
  await trx.deleteFrom('booking_person').where('booking_id', '=', bookingId).execute();
}
