import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cancelJobs, openJobs, registerJobHandler, scheduleJob } from './queue.ts';
import { backoffMs, LEASE_MS, runDueJobs } from './worker.ts';

// The job queue on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), clock moved by hand.

const T0 = new Date('2026-11-23T02:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let t: TestApp;
let seen: string[] = [];

beforeEach(async () => {
  t = await createTestApp({ now: T0 });
  // Only this file's jobs (the seeded bookings queue their reminder syncs).
  await t.handle.db.deleteFrom('scheduled_jobs').execute();
  seen = [];
  registerJobHandler('test.note', async ({ job, trx }) => {
    seen.push(String(job.payload.note));
    // Written in the job's transaction: commits with the done mark.
    await sql`insert into otp_outbox (phone, code, method, text, created_at)
      values ('+84900000000', ${String(job.id)}, 'sms', ${String(job.payload.note)}, now())`.execute(trx);
  });
  registerJobHandler('test.flaky', async () => {
    throw new Error('gateway down');
  });
});
afterEach(() => t.close());

const sent = async () =>
  (
    await t.handle.db.selectFrom('otp_outbox').select('text').where('phone', '=', '+84900000000').execute()
  ).map((r) => r.text);

describe('job queue', () => {
  it('runs a job at its time, not before, and only once', async () => {
    await scheduleJob(t.handle.db, { kind: 'test.note', runAt: at(60_000), payload: { note: 'a' } });
    expect(await runDueJobs(t.app.deps, at(59_999))).toMatchObject({ done: 0 });
    expect(await runDueJobs(t.app.deps, at(60_000))).toMatchObject({ done: 1 });
    expect(await runDueJobs(t.app.deps, at(120_000))).toMatchObject({ done: 0 });
    expect(await sent()).toEqual(['a']);
  });

  it('a key keeps one open job: scheduling again moves it; cancel by prefix removes it', async () => {
    const a = await scheduleJob(t.handle.db, {
      kind: 'test.note',
      runAt: at(1000),
      key: 'w:1:lapse',
      payload: { note: 'x' },
    });
    const b = await scheduleJob(t.handle.db, {
      kind: 'test.note',
      runAt: at(5000),
      key: 'w:1:lapse',
      payload: { note: 'y' },
    });
    expect(b).toBe(a);
    expect((await openJobs(t.handle.db, 'w:1:')).map((j) => j.payload)).toEqual([{ note: 'y' }]);
    await runDueJobs(t.app.deps, at(4000));
    expect(await sent()).toEqual([]);
    await scheduleJob(t.handle.db, {
      kind: 'test.note',
      runAt: at(9000),
      key: 'w:2:lapse',
      payload: { note: 'z' },
    });
    expect(await cancelJobs(t.handle.db, { keyPrefix: 'w:1:' })).toBe(1);
    await runDueJobs(t.app.deps, at(10_000));
    expect(await sent()).toEqual(['z']);
    // Done, the key is free again.
    await scheduleJob(t.handle.db, {
      kind: 'test.note',
      runAt: at(11_000),
      key: 'w:2:lapse',
      payload: { note: 'z2' },
    });
    await runDueJobs(t.app.deps, at(11_000));
    expect(await sent()).toEqual(['z', 'z2']);
  });

  it('a failing job is retried with backoff, then marked failed with its error, never dropped', async () => {
    const id = await scheduleJob(t.handle.db, { kind: 'test.flaky', runAt: T0, maxAttempts: 3 });
    const warnings: object[] = [];
    const errors: object[] = [];
    const log = { info() {}, warn: (o: object) => warnings.push(o), error: (o: object) => errors.push(o) };
    expect(await runDueJobs(t.app.deps, T0, { log })).toMatchObject({ retried: 1 });
    // Not again before the backoff has passed.
    expect(await runDueJobs(t.app.deps, at(backoffMs(1) - 1), { log })).toMatchObject({ retried: 0 });
    expect(await runDueJobs(t.app.deps, at(backoffMs(1)), { log })).toMatchObject({ retried: 1 });
    const third = backoffMs(1) + backoffMs(2);
    expect(await runDueJobs(t.app.deps, at(third), { log })).toMatchObject({ failed: 1 });
    expect(await runDueJobs(t.app.deps, at(third + 3_600_000), { log })).toMatchObject({
      failed: 0,
      retried: 0,
    });
    const row = await t.handle.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(3);
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe('gateway down');
    expect(warnings).toHaveLength(2);
    expect(errors).toEqual([expect.objectContaining({ jobId: id, error: 'gateway down' })]);
  });

  it('two workers at the same moment run a job once', async () => {
    for (let i = 0; i < 6; i++)
      await scheduleJob(t.handle.db, {
        kind: 'test.note',
        runAt: T0,
        key: `n:${i}`,
        payload: { note: `n${i}` },
      });
    const [a, b] = await Promise.all([
      runDueJobs(t.app.deps, T0, { workerId: 'A', limit: 4 }),
      runDueJobs(t.app.deps, T0, { workerId: 'B', limit: 4 }),
    ]);
    await runDueJobs(t.app.deps, T0, { workerId: 'C' });
    expect(a.done + b.done).toBeGreaterThanOrEqual(4);
    expect((await sent()).sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
  });

  it('a claimed job whose worker vanished is taken again after its lease, and sent once', async () => {
    await scheduleJob(t.handle.db, { kind: 'test.note', runAt: T0, payload: { note: 'lease' } });
    // A worker claims it and dies before running it (the claim committed, the run never did).
    await sql`update scheduled_jobs set claimed_by = 'dead', attempts = 1,
      locked_until = ${at(LEASE_MS)}`.execute(t.handle.db);
    expect(await runDueJobs(t.app.deps, at(LEASE_MS - 1))).toMatchObject({ done: 0 });
    expect(await runDueJobs(t.app.deps, at(LEASE_MS))).toMatchObject({ done: 1 });
    expect(await sent()).toEqual(['lease']);
  });

  it('the worker started with the app (JOB_WORKER=1) runs due jobs by itself and stops on close', async () => {
    const w = await createTestApp({ now: T0, env: { JOB_WORKER: '1' } });
    try {
      await w.handle.db.deleteFrom('scheduled_jobs').execute();
      const id = await scheduleJob(w.handle.db, {
        kind: 'test.note',
        runAt: T0,
        payload: { note: 'worker' },
      });
      const done = async () =>
        (
          await w.handle.db
            .selectFrom('scheduled_jobs')
            .select('done_at')
            .where('id', '=', id)
            .executeTakeFirst()
        )?.done_at ?? null;
      const end = Date.now() + 15_000;
      while (!(await done()) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
      expect(await done()).not.toBeNull();
    } finally {
      await w.close();
    }
  });
});
