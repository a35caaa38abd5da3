import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../http/app-instance.ts';

// The job queue other modules use (issue 22; decision in docs/decisions, "scheduled jobs").
//
// Usage:
//   registerJobHandler('waitlist.offer-lapse', async ({ job, trx, deps, now }) => { ... });
//   await scheduleJob(trx, { kind: 'waitlist.offer-lapse', runAt, key: `waitlist:${id}:lapse`, payload: { id } });
//   await cancelJobs(trx, { kind: 'waitlist.offer-lapse', keyPrefix: `waitlist:${id}:` });
//
// - Pass the caller's transaction so the job is written (or removed) with the change it belongs to.
// - A key makes scheduling idempotent: while a job with that key is open (not done, not failed),
//   scheduling it again moves it to the new runAt and payload instead of adding a second one.
// - The handler runs inside the transaction that marks the job done: write through `trx` only
//   (PGlite has one connection), and a crash before commit leaves the job to be run again.
// - A handler that throws is retried with exponential backoff (attempts up to maxAttempts, default 5),
//   then marked failed with its last error; both are logged.
// - Handlers run at runAt or later (the worker polls every few seconds), never before.

type Db = Kysely<Database> | Transaction<Database>;

export interface JobRow {
  id: number;
  kind: string;
  key: string | null;
  runAt: Date;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
}

export interface JobContext {
  job: JobRow;
  trx: Transaction<Database>;
  deps: AppDeps;
  /** The worker's clock (deps.now at the run): tests move it. */
  now: Date;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** One handler per kind; registering a kind again replaces its handler (module reloads in tests). */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export function jobHandler(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

export interface ScheduleInput {
  kind: string;
  runAt: Date;
  key?: string;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

/** Adds a job, or with a key moves the open job of that key. Returns the job id. */
export async function scheduleJob(db: Db, input: ScheduleInput): Promise<number> {
  const payload = JSON.stringify(input.payload ?? {});
  const maxAttempts = input.maxAttempts ?? 5;
  if (input.key === undefined) {
    const row = await db
      .insertInto('scheduled_jobs')
      .values({
        kind: input.kind,
        run_at: input.runAt,
        next_attempt_at: input.runAt,
        payload,
        max_attempts: maxAttempts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  // The open job of this key is moved (and its attempts restart); a running one is left to finish.
  const row = await sql<{ id: number }>`
    insert into scheduled_jobs (kind, dedupe_key, run_at, next_attempt_at, payload, max_attempts)
    values (${input.kind}, ${input.key}, ${input.runAt}, ${input.runAt}, ${payload}::jsonb, ${maxAttempts})
    on conflict (dedupe_key) where done_at is null and failed_at is null
    do update set kind = excluded.kind, run_at = excluded.run_at,
      next_attempt_at = excluded.next_attempt_at, payload = excluded.payload,
      max_attempts = excluded.max_attempts, attempts = 0, last_error = null
    returning id`.execute(db);
  return Number(row.rows[0]!.id);
}

/** Removes open jobs whose key starts with keyPrefix (and of that kind, if given). Returns how many. */
export async function cancelJobs(db: Db, input: { kind?: string; keyPrefix: string }): Promise<number> {
  if (!input.keyPrefix) throw new Error('cancelJobs needs a key prefix');
  let q = db
    .deleteFrom('scheduled_jobs')
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('dedupe_key', 'like', `${input.keyPrefix.replace(/[\\%_]/g, '\\$&')}%`);
  if (input.kind) q = q.where('kind', '=', input.kind);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Open jobs (not done, not failed) whose key starts with keyPrefix, soonest first. */
export async function openJobs(db: Db, keyPrefix: string) {
  return db
    .selectFrom('scheduled_jobs')
    .select(['id', 'kind', 'dedupe_key', 'run_at', 'payload', 'attempts', 'next_attempt_at', 'last_error'])
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('dedupe_key', 'like', `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`)
    .orderBy('run_at')
    .orderBy('id')
    .execute();
}
