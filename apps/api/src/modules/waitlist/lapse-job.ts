import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endBookings } from '../booking/index.ts';

// The lapse of an offer as a job of the database queue (issue 22): scheduled with the offer at its
// hold's end, it expires the hold if still unconfirmed and frees its slots in the job's transaction.
// The claims' trigger notes the slots, and the next waitlist pass offers them to the next in line.

export const OFFER_LAPSE_KIND = 'waitlist.offer-lapse';
export const lapseKey = (offerId: number) => `waitlist:offer:${offerId}:lapse`;
export const lapsePrefix = (offerId: number) => `waitlist:offer:${offerId}:`;

/** Expires the offer's hold (when unconfirmed and over) and marks its entry lapsed; returns whether it did. */
export async function lapseOffer(trx: Kysely<Database>, offerId: number, now: Date): Promise<boolean> {
  const offered = sql`select o.booking_id from waitlist_offer o where o.id = ${offerId}`;
  const lapsed = await endBookings(trx, offered, 'expired', now, { onlyLapsed: true });
  if (lapsed.length === 0) return false;
  await sql`
    update waitlist_entry e set status = 'lapsed', updated_at = ${now}
    from waitlist_offer o
    where o.id = ${offerId} and e.id = o.entry_id and e.status = 'offered'`.execute(trx);
  return true;
}
