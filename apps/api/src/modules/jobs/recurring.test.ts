import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { planRecurringTasks, recurringTask, registerRecurringTask } from './recurring.ts';
import { runDueJobs } from './worker.ts';

// Recurring tasks as jobs of the table: one job a period whatever the number of processes planning.

const T0 = new Date('2026-11-23T02:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let t: TestApp;
let runs: Date[] = [];

beforeEach(async () => {
  t = await createTestApp({ now: T0 });
  await t.handle.db.deleteFrom('scheduled_jobs').execute();
  runs = [];
  registerRecurringTask({
    kind: 'test.every-minute',
    everyMs: 60_000,
    run: async (_deps, now) => {
      runs.push(now);
    },
  });
});
afterEach(async () => {
  registerRecurringTask({ kind: 'test.every-minute', everyMs: 60_000, run: async () => {} });
  await t.close();
});

const open = async () =>
  (
    await t.handle.db
      .selectFrom('scheduled_jobs')
      .select('dedupe_key')
      .where('kind', '=', 'test.every-minute')
      .where('done_at', 'is', null)
      .execute()
  ).map((r) => r.dedupe_key);

describe('recurring tasks', () => {
  it('plan one job a period, however many planners, and run it once', async () => {
    await Promise.all([
      planRecurringTasks(t.handle.db, at(1_000)),
      planRecurringTasks(t.handle.db, at(2_000)),
    ]);
    expect(await open()).toHaveLength(1);
    await Promise.all([runDueJobs(t.app.deps, at(3_000)), runDueJobs(t.app.deps, at(3_000))]);
    expect(runs).toEqual([at(3_000)]);
    // Planned again in the same minute: that minute has run, nothing is added.
    await planRecurringTasks(t.handle.db, at(30_000));
    await runDueJobs(t.app.deps, at(30_000));
    expect(runs).toHaveLength(1);
    // The next minute gets its own run.
    await planRecurringTasks(t.handle.db, at(61_000));
    await runDueJobs(t.app.deps, at(61_000));
    expect(runs).toEqual([at(3_000), at(61_000)]);
  });

  it('the booking hold sweep and the waitlist pass are recurring tasks of the worker', () => {
    expect(recurringTask('booking.hold-sweep')?.everyMs).toBe(60_000);
    expect(recurringTask('waitlist.pass')?.everyMs).toBe(15_000);
  });
});
