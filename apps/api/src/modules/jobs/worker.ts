import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { type JobRow, jobHandler } from './queue.ts';
import { planRecurringTasks, recurringTask } from './recurring.ts';

// Runs due jobs: claim (short transaction, FOR UPDATE SKIP LOCKED, lease), then each job in its own
// transaction that runs the handler and marks it done, so a send written through `trx` and the done
// mark commit together or not at all. A worker killed mid-job leaves the lease to run out; the next
// claim after it takes the job again (the rolled-back attempt wrote nothing).

export const LEASE_MS = 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Wait before the next try after failed attempt n (1-based): 30 s, 1 min, 2 min, … at most 1 h. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_MAX_MS);
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const quiet: JobLog = { info() {}, warn() {}, error() {} };

export interface RunOptions {
  workerId?: string;
  /** Most jobs claimed in one run. */
  limit?: number;
  leaseMs?: number;
  log?: JobLog;
}

export interface RunResult {
  done: number;
  retried: number;
  failed: number;
  /** Claimed, but the lease had passed to another worker before the run (nothing done). */
  lost: number;
}

export const defaultWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

interface Claimed {
  id: number;
  kind: string;
  dedupe_key: string | null;
  run_at: Date;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

async function claim(deps: AppDeps, now: Date, workerId: string, limit: number, leaseMs: number) {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  return inTransaction(deps.db, async (trx) => {
    const { rows } = await sql<Claimed>`
      update scheduled_jobs set locked_until = ${leaseEnd}, claimed_by = ${workerId},
        attempts = attempts + 1
      where id in (
        select id from scheduled_jobs
        where done_at is null and failed_at is null and next_attempt_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, dedupe_key, run_at, payload, attempts, max_attempts`.execute(trx);
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  });
}

/** Claims the jobs due at `now` and runs them one by one. Tests call it with their moved clock. */
export async function runDueJobs(deps: AppDeps, now: Date, opts: RunOptions = {}): Promise<RunResult> {
  const workerId = opts.workerId ?? defaultWorkerId();
  const log = opts.log ?? quiet;
  const claimed = await claim(deps, now, workerId, opts.limit ?? 50, opts.leaseMs ?? LEASE_MS);
  const result: RunResult = { done: 0, retried: 0, failed: 0, lost: 0 };
  for (const c of claimed) {
    const id = Number(c.id);
    const job: JobRow = {
      id,
      kind: c.kind,
      key: c.dedupe_key,
      runAt: new Date(c.run_at),
      payload: c.payload ?? {},
      attempt: c.attempts,
    };
    try {
      // A recurring task keeps its own transactions: run first, then marked done if still ours.
      const task = recurringTask(c.kind);
      if (task) await task.run(deps, now);
      const ran = await inTransaction(deps.db, async (trx) => {
        // Still ours: same worker and attempt, not done. Locked until this transaction ends.
        const mine = await sql`
          select id from scheduled_jobs
          where id = ${id} and claimed_by = ${workerId} and attempts = ${c.attempts} and done_at is null
          for update`.execute(trx);
        if (mine.rows.length === 0) return false;
        if (!task) {
          const handler = jobHandler(c.kind);
          if (!handler) throw new Error(`no handler for job kind '${c.kind}'`);
          await handler({ job, trx, deps, now });
        }
        await sql`update scheduled_jobs set done_at = ${now}, locked_until = null
          where id = ${id} and attempts = ${c.attempts}`.execute(trx);
        return true;
      });
      if (ran) result.done++;
      else result.lost++;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const last = c.attempts >= c.max_attempts;
      if (last) {
        await sql`update scheduled_jobs set failed_at = ${now}, locked_until = null,
            last_error = ${error.slice(0, 2000)}
          where id = ${id} and claimed_by = ${workerId} and attempts = ${c.attempts}`.execute(deps.db);
        result.failed++;
        log.error({ jobId: id, kind: c.kind, attempts: c.attempts, error }, 'job failed for good');
      } else {
        const next = new Date(now.getTime() + backoffMs(c.attempts));
        await sql`update scheduled_jobs set next_attempt_at = ${next}, locked_until = null,
            last_error = ${error.slice(0, 2000)}
          where id = ${id} and claimed_by = ${workerId} and attempts = ${c.attempts}`.execute(deps.db);
        result.retried++;
        log.warn({ jobId: id, kind: c.kind, attempts: c.attempts, next, error }, 'job failed, will retry');
      }
    }
  }
  return result;
}

/** Plans the recurring tasks and runs due jobs until stopped; one run at a time (the jobs plugin starts it). */
export function startJobWorker(deps: AppDeps, log: JobLog, intervalMs = 5_000) {
  const workerId = defaultWorkerId();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    const now = deps.now();
    running = planRecurringTasks(deps.db, now)
      .then(() => runDueJobs(deps, now, { workerId, log }))
      .catch((err) => log.error({ error: String(err) }, 'job worker run failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    workerId,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
