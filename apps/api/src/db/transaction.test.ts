import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction, isRetryableConflict } from './transaction.ts';

// The retry loop alone, on a stand-in database whose transactions fail as PostgreSQL's do.
function fakeDb(failures: unknown[]) {
  let runs = 0;
  const db = {
    transaction: () => ({
      execute: async (fn: (trx: unknown) => Promise<unknown>) => {
        runs++;
        const failure = failures.shift();
        if (failure) throw failure;
        return fn('trx');
      },
    }),
  } as unknown as Kysely<unknown>;
  return { db, runs: () => runs };
}

const pgError = (code: string) => Object.assign(new Error(code), { code });
const noWait = { backoffMs: () => 0 };

describe('inTransaction', () => {
  it('runs a deadlocked or serialization-failed transaction again, then answers', async () => {
    const { db, runs } = fakeDb([pgError('40P01'), pgError('40001')]);
    await expect(inTransaction(db, async (trx) => `done in ${String(trx)}`, noWait)).resolves.toBe(
      'done in trx',
    );
    expect(runs()).toBe(3);
  });

  it('gives up after the retries and throws the last conflict', async () => {
    const { db, runs } = fakeDb([pgError('40P01'), pgError('40P01'), pgError('40P01')]);
    await expect(inTransaction(db, async () => 'never', noWait)).rejects.toMatchObject({ code: '40P01' });
    expect(runs()).toBe(3);
  });

  it('never repeats other failures: a taken slot or a unique violation is the answer', async () => {
    const { db, runs } = fakeDb([pgError('23505')]);
    await expect(inTransaction(db, async () => 'never', noWait)).rejects.toMatchObject({ code: '23505' });
    expect(runs()).toBe(1);
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });

  it('asks the backoff for each retry in turn', async () => {
    const waits: number[] = [];
    const { db } = fakeDb([pgError('40001'), pgError('40001')]);
    await inTransaction(db, async () => 'ok', {
      backoffMs: (n) => {
        waits.push(n);
        return 1;
      },
    });
    expect(waits).toEqual([0, 1]);
  });
});
