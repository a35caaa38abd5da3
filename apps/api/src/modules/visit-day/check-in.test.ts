import { message } from '@salon/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { issueCheckInToken } from './check-in-token.ts';
import { bookTomorrow, pos, tomorrowAt, visitDayOf } from './test-helpers.ts';

// Check-in by QR at the counter and by 'Tôi đã đến' (decision 0141), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: once under a crowd of scans, refused with a Vietnamese message for
// the wrong salon, a cancelled, past or unconfirmed booking and a made-up token, changing nothing.

let t: TestApp;
let phones = 0;
const nextPhone = () => `+8491450${String(++phones).padStart(4, '0')}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(DEFAULT_TEST_NOW);
});

const checkIns = async (bookingId: number) =>
  t.app.deps.db.selectFrom('booking_check_in').selectAll().where('booking_id', '=', bookingId).execute();

describe('check-in by the counter', () => {
  it('the QR token names the booking and its salon, and the visit day shows it', async () => {
    const b = await bookTomorrow(t.app, nextPhone(), '14h10');
    const day = await visitDayOf(t.app, b);
    expect(day.checkInToken).toBe(issueCheckInToken(t.app.deps, b.id, 1));
    expect(day).toMatchObject({
      bookingId: b.id,
      bookingCode: String(b.id),
      checkedInAt: null,
      today: false,
      queue: [],
    });
  });

  it('checks a booking in exactly once under 20 concurrent scans', async () => {
    const b = await bookTomorrow(t.app, nextPhone(), '14h10');
    const { checkInToken } = await visitDayOf(t.app, b);
    t.clock.now = tomorrowAt('13:55');
    const scans = await Promise.all(
      Array.from({ length: 20 }, () => pos(t.app, '/api/pos/checkins', { token: checkInToken, salonId: 1 })),
    );
    expect(scans.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const answers = scans.map((r) => r.json());
    expect(answers.filter((a) => a.data.first)).toHaveLength(1);
    expect(answers.filter((a) => a.message === message('checkInAlready'))).toHaveLength(19);
    expect(new Set(answers.map((a) => a.data.checkedInAt)).size).toBe(1);
    expect(await checkIns(b.id)).toHaveLength(1);
    expect((await visitDayOf(t.app, b)).checkedInAt).toBe(tomorrowAt('13:55').toISOString());
  });

  it('refuses a token of another salon, a made-up or altered token, and changes nothing', async () => {
    const b = await bookTomorrow(t.app, nextPhone(), '14h30');
    const { checkInToken } = await visitDayOf(t.app, b);
    const token = checkInToken ?? '';
    t.clock.now = tomorrowAt('14:20');
    const foreign = await pos(t.app, '/api/pos/checkins', { token, salonId: 2 });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(message('checkInOtherSalon'));
    // The salon's own id written into the token does not pass the signature.
    const [v, id, , sig] = token.split('.');
    const madeUp = [
      'hello',
      `${v}.${id}.1.${'A'.repeat(43)}`,
      `${v}.${id}.2.${sig}`,
      `${v}.${b.id + 1}.1.${sig}`,
      `${token}x`,
      `${v}.0${id}.1.${sig}`,
    ];
    for (const fake of madeUp) {
      const res = await pos(t.app, '/api/pos/checkins', {
        token: fake,
        salonId: fake.includes('.2.') ? 2 : 1,
      });
      expect(res.statusCode, fake).toBe(400);
      expect(res.json().message).toBe(message('checkInTokenInvalid'));
    }
    expect(await checkIns(b.id)).toHaveLength(0);
  });

  it('refuses a cancelled booking, a past one and one of a later day', async () => {
    const cancelled = await bookTomorrow(t.app, nextPhone(), '15h10');
    const { checkInToken: cancelledToken } = await visitDayOf(t.app, cancelled);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${cancelled.id}/cancel`,
      headers: { authorization: `Bearer ${cancelled.token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const later = await bookTomorrow(t.app, nextPhone(), '15h30');
    const { checkInToken: laterToken } = await visitDayOf(t.app, later);

    // Today (the 23rd) tomorrow's booking is not yet due.
    const early = await pos(t.app, '/api/pos/checkins', { token: laterToken, salonId: 1 });
    expect([early.statusCode, early.json().message]).toEqual([409, message('checkInNotToday')]);
    t.clock.now = tomorrowAt('15:00');
    const gone = await pos(t.app, '/api/pos/checkins', { token: cancelledToken, salonId: 1 });
    expect([gone.statusCode, gone.json().message]).toEqual([409, message('checkInCancelled')]);
    // The day after, the booking is past.
    t.clock.now = new Date('2026-11-25T08:00:00+07:00');
    const past = await pos(t.app, '/api/pos/checkins', { token: laterToken, salonId: 1 });
    expect([past.statusCode, past.json().message]).toEqual([409, message('checkInPast')]);
    expect(await checkIns(cancelled.id)).toHaveLength(0);
    expect(await checkIns(later.id)).toHaveLength(0);
  });

  it('does not exist for a caller from elsewhere without the key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pos/checkins',
      remoteAddress: '203.0.113.9',
      payload: { token: 'x', salonId: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("'Tôi đã đến'", () => {
  const arrived = (b: { id: number; token?: string }, at: { latitude: number; longitude: number }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/visit-day/${b.id}/arrived`,
      headers: b.token ? { authorization: `Bearer ${b.token}` } : {},
      payload: at,
    });
  const salonPoint = async () =>
    t.app.deps.db
      .selectFrom('salon')
      .select(['latitude', 'longitude'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
  /** `metres` north of the salon (111 km a degree, the domain's distance). */
  const north = (p: { latitude: number; longitude: number }, metres: number) => ({
    latitude: p.latitude + metres / 111_000,
    longitude: p.longitude,
  });

  it('is refused far away and too early, accepted within 150 m from 30 minutes before', async () => {
    const b = await bookTomorrow(t.app, nextPhone(), '16h10');
    const salon = await salonPoint();
    t.clock.now = tomorrowAt('15:39');
    const early = await arrived(b, north(salon, 50));
    expect([early.statusCode, early.json().message]).toEqual([409, message('arrivedTooEarly')]);
    t.clock.now = tomorrowAt('15:40');
    const far = await arrived(b, north(salon, 400));
    expect([far.statusCode, far.json().message]).toEqual([403, message('arrivedTooFar')]);
    const near = await arrived(b, north(salon, 120));
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json().data).toMatchObject({ bookingId: b.id, first: true, source: 'arrived' });
    expect(await checkIns(b.id)).toHaveLength(1);
  });

  it('is read like the booking detail: without its token or its owner, nothing', async () => {
    const b = await bookTomorrow(t.app, nextPhone(), '16h30');
    t.clock.now = tomorrowAt('16:20');
    const stranger = await arrived({ id: b.id }, await salonPoint());
    expect(stranger.statusCode).toBe(404);
    expect(await checkIns(b.id)).toHaveLength(0);
  });

  it('a booking at home shows no QR code and is neither scanned nor arrived at', async () => {
    const b = await bookTomorrow(t.app, nextPhone(), '16h50');
    await t.app.deps.db
      .updateTable('booking')
      .set({
        is_book_at_home: true,
        home_address: '12 Láng Hạ, Đống Đa, Hà Nội',
        home_latitude: 21.0136,
        home_longitude: 105.8127,
        home_distance_km: 2.1,
        travel_minutes: 15,
      })
      .where('id', '=', b.id)
      .execute();
    const day = await visitDayOf(t.app, b);
    expect(day).toMatchObject({ bookingCode: String(b.id), checkInToken: null });
    t.clock.now = tomorrowAt('16:40');
    // Even a token signed for it (issued before it moved home) is refused.
    const token = issueCheckInToken(t.app.deps, b.id, 1);
    const scan = await pos(t.app, '/api/pos/checkins', { token, salonId: 1 });
    expect([scan.statusCode, scan.json().message]).toEqual([409, message('checkInAtHome')]);
    const here = await arrived(b, await salonPoint());
    expect([here.statusCode, here.json().message]).toEqual([409, message('checkInAtHome')]);
    expect(await checkIns(b.id)).toHaveLength(0);
  });
});
