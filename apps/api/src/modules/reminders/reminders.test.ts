import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, latestCode, loginAs, NOW, newAddress } from '../booking/test-helpers.ts';
import { runDueJobs } from '../jobs/index.ts';
import { bookAt, cancel, changeTo, outbox, remindersOf, slotAt } from './test-helpers.ts';

// Reminders with the clock moved by hand (NOW: 09:00 in Vietnam on 23-11; bookings are for 24-11).
// Defaults: 24 h and 2 h before, none 21:00–08:00 (moved to 20:30), cutoff 60 minutes.

const vn = (isoMinute: string) => new Date(`${isoMinute}:00+07:00`);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});
const run = (at: Date) => {
  t.clock.now = at;
  return runDueJobs(t.app.deps, at);
};
const times = (r: { reminders: { sendAt: string }[] }) => r.reminders.map((x) => x.sendAt);

describe('reminders', () => {
  it('a confirmed 14h10 booking gets reminders 24 h and 2 h before; each is sent once with salon, time, address, link and cutoff', async () => {
    t.clock.now = NOW;
    const phone = '+84917100001';
    const token = await loginAs(t.handle.db, phone, NOW);
    const id = await bookAt(t.app, token, '0917100001', '14h10');
    const r = await remindersOf(t.app, token, id);
    expect(r.enabled).toBe(true);
    expect(r.reminders).toEqual([
      { sendAt: vn('2026-11-23T14:10').toISOString(), channel: 'zalo', leadMinutes: 1440, moved: false },
      { sendAt: vn('2026-11-24T12:10').toISOString(), channel: 'zalo', leadMinutes: 120, moved: false },
    ]);
    expect(r.cutoffMinutes).toBe(60);
    expect(r.changeUntil).toBe(vn('2026-11-24T13:10').toISOString());

    await run(vn('2026-11-23T14:09'));
    expect(await outbox(t.app, phone)).toEqual([]);
    await run(vn('2026-11-23T14:10'));
    await run(vn('2026-11-23T14:20'));
    const [first] = await outbox(t.app, phone);
    expect(await outbox(t.app, phone)).toHaveLength(1);
    expect(first!.channel).toBe('zalo');
    expect(first!.text).toContain('14h10 ngày 24/11/2026');
    expect(first!.text).toMatch(
      /nhắc lịch: .*tại .+, .+\. Xem, đổi hoặc hủy lịch \(đến 13h10 24\/11\/2026\): http/,
    );
    const link = new URL(first!.text.slice(first!.text.indexOf('http')));
    expect(link.pathname).toBe('/booking/success');
    expect(link.searchParams.get('bookingId')).toBe(String(id));
    // The link's token reads the booking without a login.
    const viaLink = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${id}`,
      query: { viewToken: link.searchParams.get('t') ?? '' },
    });
    expect(viaLink.statusCode).toBe(200);

    expect(times(await remindersOf(t.app, token, id))).toEqual([vn('2026-11-24T12:10').toISOString()]);
    await run(vn('2026-11-24T12:10'));
    await run(vn('2026-11-24T12:30'));
    expect(await outbox(t.app, phone)).toHaveLength(2);
    const after = await remindersOf(t.app, token, id);
    expect(after.reminders).toEqual([]);
    expect(after.sent).toHaveLength(2);
  });

  it('a reminder in the quiet hours moves earlier to 20:30; one already due when booked is not planned', async () => {
    t.clock.now = NOW;
    const token = await loginAs(t.handle.db, '+84917100002', NOW);
    // 9h30 tomorrow: 24 h before is 09:30 today (ahead), 2 h before is 07:30 (quiet) → 20:30 today.
    const id = await bookAt(t.app, token, '0917100002', '9h30');
    expect((await remindersOf(t.app, token, id)).reminders).toEqual([
      { sendAt: vn('2026-11-23T09:30').toISOString(), channel: 'zalo', leadMinutes: 1440, moved: false },
      { sendAt: vn('2026-11-23T20:30').toISOString(), channel: 'zalo', leadMinutes: 120, moved: true },
    ]);
    // Booked at 10:00 for 9h10 tomorrow: 24 h before has passed, only the moved 2 h one is left.
    t.clock.now = vn('2026-11-23T10:00');
    const token2 = await loginAs(t.handle.db, '+84917100003', t.clock.now);
    const id2 = await bookAt(t.app, token2, '0917100003', '9h10');
    expect(times(await remindersOf(t.app, token2, id2))).toEqual([vn('2026-11-23T20:30').toISOString()]);
  });

  it('a change moves the reminders, a cancel removes them and nothing is sent', async () => {
    t.clock.now = NOW;
    const phone = '+84917100004';
    const token = await loginAs(t.handle.db, phone, NOW);
    const id = await bookAt(t.app, token, '0917100004', '14h10');
    expect(times(await remindersOf(t.app, token, id))).toHaveLength(2);
    const moved = await changeTo(t.app, token, id, '0917100004', '16h10');
    expect(moved.statusCode).toBe(200);
    expect(times(await remindersOf(t.app, token, id))).toEqual([
      vn('2026-11-23T16:10').toISOString(),
      vn('2026-11-24T14:10').toISOString(),
    ]);
    // At the old reminder's time nothing goes out.
    await run(vn('2026-11-23T14:10'));
    expect(await outbox(t.app, phone)).toEqual([]);
    t.clock.now = vn('2026-11-23T15:00');
    expect((await cancel(t.app, token, id)).statusCode).toBe(200);
    expect((await remindersOf(t.app, token, id)).reminders).toEqual([]);
    await run(vn('2026-11-24T15:00'));
    expect(await outbox(t.app, phone)).toEqual([]);
  });

  it('a booking confirmed by its OTP gets its reminders at the confirmation, read with the view token', async () => {
    t.clock.now = NOW;
    const phone = '+84917100008';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({
        phone: '0917100008',
        bookHours: [
          {
            bookHourId: await slotAt(t.app, '17h10'),
            stylistId: 0,
            chosenServices: JSON.stringify([{ serviceId: 1021 }]),
          },
        ],
      }),
    });
    expect(made.json().data.isUseOtp).toBe(true);
    const { id } = made.json().data.booking as { id: number };
    const viewToken = made.json().data.viewToken as string;
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/booking/${id}/reminders`, query: { viewToken } })
      ).json().data;
    expect((await read()).reminders).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/send-otp-booking',
      payload: { bookingId: id, phone },
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/booking/verify-otp-booking',
      payload: { bookingId: id, phone, code: await latestCode(t.app, phone) },
    });
    expect(ok.statusCode).toBe(200);
    expect(times(await read())).toEqual([
      vn('2026-11-23T17:10').toISOString(),
      vn('2026-11-24T15:10').toISOString(),
    ]);
    // Without the token or the login: the missing-booking answer.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/booking/${id}/reminders` })).statusCode).toBe(
      404,
    );
  });

  it('the customer turns reminders off (none sent) and on again', async () => {
    t.clock.now = NOW;
    const phone = '+84917100005';
    const token = await loginAs(t.handle.db, phone, NOW);
    const id = await bookAt(t.app, token, '0917100005', '15h10');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${id}/reminders`,
      headers: { authorization: `Bearer ${token}` },
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Đã tắt nhắc lịch cho lịch hẹn này.',
      data: { enabled: false, reminders: [] },
    });
    await run(vn('2026-11-23T15:10'));
    expect(await outbox(t.app, phone)).toEqual([]);
    // Someone else cannot switch them.
    const stranger = await loginAs(t.handle.db, '+84917100099', t.clock.now);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${id}/reminders`,
      headers: { authorization: `Bearer ${stranger}` },
      payload: { enabled: true },
    });
    expect(foreign.statusCode).toBe(404);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${id}/reminders`,
      headers: { authorization: `Bearer ${token}` },
      payload: { enabled: true },
    });
    expect(on.json().data.reminders.map((r: { leadMinutes: number }) => r.leadMinutes)).toEqual([120]);
    await run(vn('2026-11-24T13:10'));
    expect(await outbox(t.app, phone)).toHaveLength(1);
  });
});

describe('the change/cancel cutoff', () => {
  it('within 60 minutes of the hour, change and cancel answer 409 in Vietnamese and the booking stays as it was', async () => {
    t.clock.now = NOW;
    const token = await loginAs(t.handle.db, '+84917100006', NOW);
    const id = await bookAt(t.app, token, '0917100006', '11h10');
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    t.clock.now = vn('2026-11-24T10:10');
    const changed = await changeTo(t.app, token, id, '0917100006', '16h50');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('Đã quá hạn đổi lịch: lịch chỉ đổi được trước giờ hẹn 60 phút.');
    const cancelled = await cancel(t.app, token, id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('Đã quá hạn hủy lịch: lịch chỉ hủy được trước giờ hẹn 60 phút.');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.json().data).toEqual(before.json().data);
    expect((await remindersOf(t.app, token, id)).canChange).toBe(false);
  });

  it('a minute before the cutoff the cancel goes through', async () => {
    t.clock.now = NOW;
    const token = await loginAs(t.handle.db, '+84917100007', NOW);
    const id = await bookAt(t.app, token, '0917100007', '11h30');
    t.clock.now = vn('2026-11-24T10:29');
    expect((await remindersOf(t.app, token, id)).canChange).toBe(true);
    expect((await cancel(t.app, token, id)).statusCode).toBe(200);
  });

  it('the cutoff minutes come from configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/booking-cutoff' });
    expect(res.json()).toEqual({
      statusCode: 200,
      data: { cutoffMinutes: 60, now: t.clock.now.toISOString() },
    });
  });
});
