import type { Db } from '../../db/connect.ts';
import { BatchWriter, type BatchWriterLog } from './batch-writer.ts';
import { insertEvents, insertLocation, recordError, type TrackingEventRow } from './repo.ts';
import type { TrackingEventRequest } from '@salon/domain/contracts';

// Use cases of the tracking area: queue events for the batch writer, store a location, log an error once.

/**
 * The single writer of tracking events for one app: flushed every 500 ms or at 200 queued events. PGlite runs
 * one statement at a time, so its inserts stay short (200 rows) to let booking queries in between; a
 * PostgreSQL server takes larger ones.
 */
export function createEventWriter(db: Db, dbKind: 'pglite' | 'postgres', log: BatchWriterLog) {
  return new BatchWriter<TrackingEventRow>({
    write: (rows) => insertEvents(db, rows),
    log,
    maxPerWrite: dbKind === 'pglite' ? 200 : 1000,
  });
}

/** Rows stamped with the time the server received them (the funnel counts by that day). */
export function toEventRows(events: readonly TrackingEventRequest[], receivedAt: Date): TrackingEventRow[] {
  return events.map((e) => ({
    received_at: receivedAt,
    page_id: e.pageId ?? null,
    screen_id: e.screenId ?? null,
    event_id: e.eventId,
    token_key: e.tokenKey ?? null,
    source: e.source ?? null,
    utm_source: e.utmSource ?? null,
    data: JSON.stringify(e.data ?? {}),
  }));
}

export async function saveCustomerLocation(
  db: Db,
  input: { customerPhone: string; longitude: number; latitude: number },
  at: Date,
): Promise<void> {
  await insertLocation(db, { ...input, at });
}

export async function logBookingError(
  db: Db,
  input: { message: string; data?: Record<string, unknown> | null },
  at: Date,
): Promise<{ duplicate: boolean; occurrences: number }> {
  const occurrences = await recordError(db, { message: input.message, data: input.data ?? {}, at });
  return { duplicate: occurrences > 1, occurrences };
}
