import { planReminders } from '@salon/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { scheduleJob } from '../jobs/index.ts';
import { bookingFacts } from './booking-facts.ts';
import { reminderKey, reminderKeyPrefix, reminderSettings, SEND_KIND, syncKey } from './settings.ts';

// Makes a booking's reminder jobs match the booking: confirmed, reminders on, not started → one job
// per lead time (keyed by start and lead, so a change gives new keys and drops the old ones);
// otherwise none. A reminder already sent keeps its done job and is not planned again.

export async function syncBookingReminders(
  trx: Transaction<Database>,
  deps: AppDeps,
  bookingId: number,
  now: Date,
) {
  const b = await bookingFacts(trx, bookingId);
  const settings = reminderSettings(deps.config);
  const wanted =
    b && b.status === 'confirmed' && b.remindersEnabled && b.minuteOfDay !== null
      ? { start: { dateIso: b.dateIso, minuteOfDay: b.minuteOfDay }, minute: b.minuteOfDay }
      : null;
  // A key for every lead time of this start, so a reminder due but not yet run is kept; the ones to add
  // are the domain's plan as of now (a reminder whose earlier place in the evening has passed goes when
  // the quiet hours end, not nowhere).
  const keyOf = (lead: number) => reminderKey(bookingId, wanted!.start.dateIso, wanted!.minute, lead);
  const keys = wanted ? settings.leadMinutes.map(keyOf) : [];
  const planned = wanted ? planReminders(wanted.start, settings, now) : [];
  const prefix = reminderKeyPrefix(bookingId);
  await sql`delete from scheduled_jobs
    where kind = ${SEND_KIND} and done_at is null and failed_at is null
      and dedupe_key like ${`${prefix}%`} and not (dedupe_key = any(${keys}::text[]))`.execute(trx);
  if (!wanted) return;
  const existing = await trx
    .selectFrom('scheduled_jobs')
    .select(['dedupe_key', 'done_at', 'failed_at'])
    .where('dedupe_key', 'in', keys.length ? keys : [''])
    .execute();
  const closed = new Set(existing.filter((j) => j.done_at || j.failed_at).map((j) => j.dedupe_key));
  const open = new Set(existing.filter((j) => !j.done_at && !j.failed_at).map((j) => j.dedupe_key));
  for (const r of planned) {
    const key = keyOf(r.leadMinutes);
    if (closed.has(key) || open.has(key)) continue;
    await scheduleJob(trx, {
      kind: SEND_KIND,
      runAt: r.sendAt,
      key,
      payload: {
        bookingId,
        dateIso: wanted.start.dateIso,
        minuteOfDay: wanted.minute,
        leadMinutes: r.leadMinutes,
        moved: r.moved,
      },
    });
  }
}

/**
 * Runs a booking's pending sync now (the detail and the switch need the reminders as they are):
 * takes the sync job unless a worker holds it, syncs, and marks it done in one transaction.
 */
export async function syncNow(deps: AppDeps, bookingId: number, now: Date) {
  await inTransaction(deps.db, async (trx) => {
    const pending = await sql<{ id: number }>`select id from scheduled_jobs
      where dedupe_key = ${syncKey(bookingId)} and done_at is null and failed_at is null
      for update skip locked`.execute(trx);
    await syncBookingReminders(trx, deps, bookingId, now);
    for (const row of pending.rows)
      await sql`update scheduled_jobs set done_at = ${now}, locked_until = null where id = ${row.id}`.execute(
        trx,
      );
  });
}
