import type { Kysely, Transaction } from 'kysely';

// One transaction, run again when PostgreSQL aborted it only to break a cycle: a deadlock (40P01,
// e.g. two group bookings locking staff in opposite orders) or a serialization failure (40001).
// Nothing of the aborted attempt was written, so running `fn` again is safe. PGlite never raises them.

const RETRYABLE = new Set(['40001', '40P01']);

export interface RetryOptions {
  /** Attempts after the first (default 2: three in all). */
  retries?: number;
  /** Wait before retry n (from 0); default a jittered 5·2ⁿ ms so the two rivals do not meet again. */
  backoffMs?: (retry: number) => number;
}

export function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

const jittered = (retry: number) => 5 * 2 ** retry * (0.5 + Math.random());

export async function inTransaction<DB, T>(
  db: Kysely<DB>,
  fn: (trx: Transaction<DB>) => Promise<T>,
  opts: RetryOptions = {},
): Promise<T> {
  const retries = opts.retries ?? 2;
  const backoff = opts.backoffMs ?? jittered;
  for (let retry = 0; ; retry++) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      if (retry >= retries || !isRetryableConflict(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, backoff(retry)));
    }
  }
}
