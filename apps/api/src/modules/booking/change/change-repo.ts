import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';

// SQL of changing a booking, run inside the change's transaction.

/** The booking with its first person's start, locked: one change or cancel at a time. */
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
      (select h.minute_of_day from booking_person p join salon_slot h on h.id = p.book_hour_id
       where p.booking_id = b.id and p.person_index = 0) as minute_of_day
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
 * Gives the booking's promotion uses back and forgets them, then drops its persons (their claims go
 * with them, on delete cascade): the change writes them again. Same arithmetic as the cancel trigger
 * (migrations 008 and 009: only uses taken at confirmation are given back), but the rows are deleted so the new persons may use the same promotions.
 */
export async function releasePersons(trx: Db, bookingId: number): Promise<void> {
  await sql`
    with released as (
      delete from campaign_redemption where booking_id = ${bookingId} and released_at is null
      returning campaign_id, voucher_id, taken_at
    ), by_voucher as (
      update voucher v set remaining_usage = v.remaining_usage + r.n
      from (select voucher_id, count(*)::int as n from released
            where voucher_id is not null and taken_at is not null group by voucher_id) r
      where v.id = r.voucher_id
    )
    update campaign c set remaining_usage = c.remaining_usage + r.n
    from (select campaign_id, count(*)::int as n from released
          where voucher_id is null and taken_at is not null group by campaign_id) r
    where c.id = r.campaign_id and c.remaining_usage is not null
  `.execute(trx);
  await trx.deleteFrom('booking_person').where('booking_id', '=', bookingId).execute();
}
