import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The lapse of an offer as a job of the database queue (issue 22): scheduled with the offer at its
// hold's end, it expires the hold if still unconfirmed and frees its slots in the job's transaction.
// The claims' trigger notes the slots, and the next waitlist pass offers them to the next in line.

export const OFFER_LAPSE_KIND = 'waitlist.offer-lapse';
export const lapseKey = (offerId: number) => `waitlist:offer:${offerId}:lapse`;
export const lapsePrefix = (offerId: number) => `waitlist:offer:${offerId}:`;

/** Expires the offer's hold (when unconfirmed and over) and marks its entry lapsed; returns whether it did. */
export async function lapseOffer(trx: Kysely<Database>, offerId: number, now: Date): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with lapsed as (
      update booking b set status = 'expired', updated_at = ${now}
      from waitlist_offer o
      where o.id = ${offerId} and b.id = o.booking_id and b.status = 'pending_otp'
        and (b.hold_expires_at is null or b.hold_expires_at <= ${now})
      returning b.id
    ), freed as (
      delete from staff_slot_claim
      where booking_person_id in (select bp.id from booking_person bp join lapsed l on l.id = bp.booking_id)
    ), entry as (
      update waitlist_entry e set status = 'lapsed', updated_at = ${now}
      from waitlist_offer o
      where o.id = ${offerId} and e.id = o.entry_id and e.status = 'offered' and exists (select 1 from lapsed)
    )
    select id from lapsed`.execute(trx);
  return rows.length > 0;
}
