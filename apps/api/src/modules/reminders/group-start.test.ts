import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, loginAs, NOW, newAddress } from '../booking/test-helpers.ts';
import { runDueJobs } from '../jobs/index.ts';
import { cancel, changeTo, outbox, remindersOf, slotAt } from './test-helpers.ts';

// A group whose first guest comes later than the others: guest 1 at 12h30, guests 2 and 3 at 10h30
// (tomorrow, 24-11). The booking starts at 10h30, so its reminders (24 h and 2 h before) and its
// change/cancel cutoff (60 minutes before) follow 10h30, not guest 1's 12h30.

const vn = (isoMinute: string) => new Date(`${isoMinute}:00+07:00`);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const guest = (bookHourId: number) => ({
  bookHourId,
  stylistId: 0,
  chosenServices: JSON.stringify([{ serviceId: 1021 }]),
});

async function bookGroup(token: string, phone: string, hours = ['12h30', '10h30']): Promise<number> {
  const [late, early] = [await slotAt(t.app, hours[0] ?? ''), await slotAt(t.app, hours[1] ?? '')];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: { authorization: `Bearer ${token}` },
    payload: createBody({ phone, bookHours: [guest(late), guest(early), guest(early)] }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking.id as number;
}

describe("a group's reminders and cutoff follow its earliest guest", () => {
  it('plans the reminders for 10h30 and says 10h30 in them', async () => {
    t.clock.now = NOW;
    const phone = '+84917300001';
    const token = await loginAs(t.handle.db, phone, NOW);
    const id = await bookGroup(token, '0917300001');
    const r = await remindersOf(t.app, token, id);
    expect(r.reminders.map((x) => x.sendAt)).toEqual([
      vn('2026-11-23T10:30').toISOString(),
      vn('2026-11-24T08:30').toISOString(),
    ]);
    expect(r.changeUntil).toBe(vn('2026-11-24T09:30').toISOString());
    t.clock.now = vn('2026-11-23T10:30');
    await runDueJobs(t.app.deps, t.clock.now);
    const [sent] = await outbox(t.app, phone);
    expect(sent?.text).toContain('10h30 ngày 24/11/2026');
    expect(sent?.text).toContain('(đến 9h30 24/11/2026)');
  });

  it('refuses a change and a cancel at 09:55 on the day (past 10h50 minus 60 minutes), though guest 1 comes at 12h50', async () => {
    t.clock.now = NOW;
    const token = await loginAs(t.handle.db, '+84917300002', NOW);
    const id = await bookGroup(token, '0917300002', ['12h50', '10h50']);
    t.clock.now = vn('2026-11-24T09:55');
    const changed = await changeTo(t.app, token, id, '0917300002', '14h10');
    expect(changed.statusCode, changed.body).toBe(409);
    const refused = await cancel(t.app, token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/60 phút/);
    const row = await t.handle.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('confirmed');
    t.clock.now = vn('2026-11-24T09:49');
    expect((await cancel(t.app, token, id)).statusCode).toBe(200);
  });
});
