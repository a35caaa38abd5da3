import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../http/app-instance.ts';

// Background tasks that run every so often (hold expiry, the waitlist pass) are jobs of the jobs table
// like any other: every process shares one schedule and the one worker runs them, no timers elsewhere.
// Each period of a task is one job keyed `${kind}@${period}`; the worker adds the current period's job
// when it is missing. A task works in its own short transactions (a sweep frees many bookings, and
// PGlite has one connection), so the worker runs it outside the job's transaction and marks it done
// after: at least once a period, which suits tasks that are safe to repeat.

export interface RecurringTask {
  kind: string;
  everyMs: number;
  run(deps: AppDeps, now: Date): Promise<void>;
}

const tasks = new Map<string, RecurringTask>();
const KEEP_DONE_MS = 60 * 60_000;

/** One task per kind; registering a kind again replaces it (module reloads in tests). */
export function registerRecurringTask(task: RecurringTask): void {
  tasks.set(task.kind, task);
}

export function recurringTask(kind: string): RecurringTask | undefined {
  return tasks.get(kind);
}

/**
 * Adds the current period's job of every task that has none yet, and drops its runs older than an hour.
 * Two processes planning at once add it once (the open-key index); a period already run is not added again.
 */
export async function planRecurringTasks(db: Kysely<Database>, now: Date): Promise<void> {
  for (const task of tasks.values()) {
    const period = Math.floor(now.getTime() / task.everyMs);
    const runAt = new Date(period * task.everyMs);
    const key = `${task.kind}@${period}`;
    const added = await sql`
      insert into scheduled_jobs (kind, dedupe_key, run_at, next_attempt_at, payload, max_attempts)
      select ${task.kind}, ${key}, ${runAt}, ${runAt}, '{}'::jsonb, 1
      where not exists (select 1 from scheduled_jobs where dedupe_key = ${key})
      on conflict (dedupe_key) where done_at is null and failed_at is null do nothing`.execute(db);
    if (Number(added.numAffectedRows ?? 0) === 0) continue;
    const before = new Date(now.getTime() - KEEP_DONE_MS);
    await sql`delete from scheduled_jobs
      where kind = ${task.kind} and (done_at < ${before} or failed_at < ${before})`.execute(db);
  }
}
