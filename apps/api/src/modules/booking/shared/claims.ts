import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { holdOverSql } from './booking-time-sql.ts';

type Db = Kysely<Database>;

export type BookingEnd = 'expired' | 'cancelled';

/**
 * Ends bookings and frees their slots: the one way a booking gives its claims up (end_bookings,
 * migration 0001). 'expired' ends only unconfirmed ones (with `onlyLapsed`, only those whose hold is
 * over); 'cancelled' a confirmed or unconfirmed one. Each changes once, whoever races; returns those
 * that changed. `ids` may be a subquery of booking ids.
 */
export async function endBookings(
  db: Db,
  ids: readonly number[] | RawBuilder<unknown>,
  end: BookingEnd,
  now: Date,
  opts: { onlyLapsed?: boolean } = {},
): Promise<number[]> {
  const list = Array.isArray(ids)
    ? sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`
    : sql`array(${ids})`;
  const { rows } = await sql<{ ended: number[] | string }>`
    select end_bookings(${list}, ${end}, ${now}, ${opts.onlyLapsed ?? false}) as ended
  `.execute(db);
  const ended = rows[0]?.ended ?? [];
  return typeof ended === 'string' ? parseIntArray(ended) : ended.map(Number);
}

// An int[] read as text ('{1,2}') where the driver does not parse arrays.
function parseIntArray(text: string): number[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/**
 * Expires unconfirmed bookings whose OTP hold has passed and frees their slots. Returns the ids
 * expired. Safe to run concurrently. The hold is over by the domain's isHoldOver (holdOverSql).
 */
export async function freeExpiredHolds(db: Db, now: Date): Promise<number[]> {
  return endBookings(db, sql`select b.id from booking b where ${holdOverSql(now)}`, 'expired', now, {
    onlyLapsed: true,
  });
}

/** The job kind of the minute's sweep of holds that ran out (booking/routes.ts registers it). */
export const HOLD_SWEEP_KIND = 'booking.hold-sweep';
