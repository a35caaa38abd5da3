import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs, NOW } from '../booking/test-helpers.ts';
import { runDueJobs } from '../jobs/index.ts';
import { bookAt, outbox, remindersOf } from './test-helpers.ts';

// A fresh booking's reminders are the ones the domain plans at the moment of booking. Booked in the
// evening for the next morning, the 2-hour reminder falls in the quiet hours and its earlier place
// (20:30) has passed: it goes when the quiet hours end (08:00), as planReminders says, instead of
// being dropped (the success page then said 'Không còn lời nhắc nào sắp gửi').

const vn = (isoMinute: string) => new Date(`${isoMinute}:00+07:00`);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

describe("a fresh booking's reminders", () => {
  it('booked at 21:30 for 9h30 tomorrow: one reminder at 08:00 after the quiet hours, sent once', async () => {
    t.clock.now = vn('2026-11-23T21:30');
    const phone = '+84917300001';
    const token = await loginAs(t.handle.db, phone, t.clock.now);
    const id = await bookAt(t.app, token, '0917300001', '9h30');
    expect((await remindersOf(t.app, token, id)).reminders).toEqual([
      { sendAt: vn('2026-11-24T08:00').toISOString(), channel: 'zalo', leadMinutes: 120, moved: true },
    ]);
    // The worker's own sync (queued by the confirmation) plans the same one, not a second.
    await runDueJobs(t.app.deps, t.clock.now);
    expect((await remindersOf(t.app, token, id)).reminders).toHaveLength(1);
    t.clock.now = vn('2026-11-24T08:00');
    await runDueJobs(t.app.deps, t.clock.now);
    expect(await outbox(t.app, phone)).toHaveLength(1);
    expect((await remindersOf(t.app, token, id)).reminders).toEqual([]);
  });

  it('booked at 22:30 for 8h30 tomorrow: the reminder at 08:00, the end of the quiet hours and 30 minutes before', async () => {
    t.clock.now = vn('2026-11-23T22:30');
    const token = await loginAs(t.handle.db, '+84917300002', t.clock.now);
    const id = await bookAt(t.app, token, '0917300002', '8h30');
    expect((await remindersOf(t.app, token, id)).reminders.map((r) => r.sendAt)).toEqual([
      vn('2026-11-24T08:00').toISOString(),
    ]);
  });
});
