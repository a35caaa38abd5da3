import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { NewRow } from '../../db/schema.ts';

// SQL of the tracking tables. Functions take `db` first.

export type TrackingEventRow = NewRow<'tracking_event'>;

/** One multi-row insert; the batch writer calls it with at most a few hundred rows. */
export async function insertEvents(db: Db, rows: TrackingEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('tracking_event').values(rows).execute();
}

export async function insertLocation(
  db: Db,
  row: { customerPhone: string; longitude: number; latitude: number; at: Date },
): Promise<void> {
  await db
    .insertInto('tracking_customer_location')
    .values({
      customer_phone: row.customerPhone,
      longitude: row.longitude,
      latitude: row.latitude,
      received_at: row.at,
    })
    .execute();
}

/**
 * Logs an error message once: a repeat hits the unique message hash and only increments the counter,
 * in one statement, so concurrent repeats cannot insert twice. Returns the occurrences so far.
 */
export async function recordError(
  db: Db,
  entry: { message: string; data: Record<string, unknown>; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('tracking_error_log')
    .values({
      message: entry.message,
      data: JSON.stringify(entry.data),
      first_seen_at: entry.at,
      last_seen_at: entry.at,
    })
    .onConflict((oc) =>
      oc.column('message_hash').doUpdateSet({
        occurrences: sql`tracking_error_log.occurrences + 1`,
        last_seen_at: (eb) => eb.ref('excluded.last_seen_at'),
      }),
    )
    .returning('occurrences')
    .executeTakeFirstOrThrow();
  return row.occurrences;
}
