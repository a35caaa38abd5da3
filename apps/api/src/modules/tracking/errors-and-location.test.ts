import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// POST /api-tracking-error/booking (duplicates by message suppressed) and the customer location post.

describe('booking error log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z'), seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api-tracking-error/booking', payload: payload as object });
  const logged = (text: string) =>
    t.handle.db.selectFrom('tracking_error_log').selectAll().where('message', '=', text).execute();

  it('logs a message once and counts its repeats', async () => {
    const first = await post({ message: 'Có lỗi xảy ra, vui lòng thử lại sau!', data: { salonId: 3 } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, duplicate: false, occurrences: 1 });

    t.clock.now = new Date('2026-11-23T04:00:00Z');
    const again = await post({ message: 'Có lỗi xảy ra, vui lòng thử lại sau!', data: { salonId: 9 } });
    expect(again.json()).toEqual({ success: true, duplicate: true, occurrences: 2 });

    const rows = await logged('Có lỗi xảy ra, vui lòng thử lại sau!');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ occurrences: 2, data: { salonId: 3 } });
    expect(rows[0]!.first_seen_at.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(rows[0]!.last_seen_at.toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });

  it('keeps different messages apart, trimming the surrounding blanks', async () => {
    await post({ message: '  Hết giờ trống  ' });
    await post({ message: 'Hết giờ trống' });
    await post({ message: 'Hết giờ trống!' });
    expect((await logged('Hết giờ trống'))[0]?.occurrences).toBe(2);
    expect((await logged('Hết giờ trống!'))[0]?.occurrences).toBe(1);
  });

  it('suppresses concurrent duplicates in the database: one row, every repeat counted', async () => {
    const text = 'Salon đang bận (đồng thời)';
    const answers = await Promise.all(Array.from({ length: 12 }, () => post({ message: text })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    const rows = await logged(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.occurrences).toBe(12);
  });

  const bad: Array<[string, unknown]> = [
    ['no message', { data: {} }],
    ['a blank message', { message: '   ' }],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }],
    ['a message that is not text', { message: 42 }],
    ['data that is a list', { message: 'ok', data: [1, 2] }],
  ];
  for (const [what, payload] of bad) {
    it(`refuses ${what} with 400, storing nothing`, async () => {
      const before = await t.handle.db
        .selectFrom('tracking_error_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('invalidRequest'));
      const after = await t.handle.db
        .selectFrom('tracking_error_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });
  }
});

describe('customer location', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api-tracking/tracking-customer/location',
      payload: payload as object,
    });

  it('stores the location with the phone in +84 form, from numbers or numeric text', async () => {
    expect(
      (await post({ customerPhone: '0912.345.678', longitude: 105.85, latitude: 21.03 })).json(),
    ).toEqual({
      success: true,
      accepted: 1,
    });
    expect(
      (await post({ customerPhone: '+84912345678', longitude: '106.7', latitude: '10.77' })).statusCode,
    ).toBe(200);
    const rows = await t.handle.db
      .selectFrom('tracking_customer_location')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.customer_phone, r.longitude, r.latitude])).toEqual([
      ['+84912345678', 105.85, 21.03],
      ['+84912345678', 106.7, 10.77],
    ]);
  });

  it('refuses a bad phone with the booking phone message', async () => {
    const res = await post({ customerPhone: '12345', longitude: 105.85, latitude: 21.03 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message('phoneInvalid'));
  });

  const bad: Array<[string, unknown]> = [
    ['a latitude beyond 90', { customerPhone: '0912345678', longitude: 105, latitude: 91 }],
    ['a longitude beyond -180', { customerPhone: '0912345678', longitude: -181, latitude: 21 }],
    ['coordinates that are not numbers', { customerPhone: '0912345678', longitude: 'east', latitude: '' }],
    ['missing coordinates', { customerPhone: '0912345678' }],
    ['a null latitude', { customerPhone: '0912345678', longitude: 105, latitude: null }],
  ];
  for (const [what, payload] of bad) {
    it(`refuses ${what} with 400 and a Vietnamese message`, async () => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('invalidRequest'));
    });
  }
});

describe('one address cannot flood the tracking calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRACKING_CALLS_PER_MINUTE: '12' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const locate = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api-tracking/tracking-customer/location',
      remoteAddress,
      payload: { customerPhone: '0912345678', longitude: 106.7, latitude: 10.8 },
    });
  const stored = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('tracking_customer_location')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('beyond the minute limit an address gets 429 in Vietnamese with Retry-After, and nothing is stored', async () => {
    // Location posts: a sixth of the per-minute limit, here 2.
    expect((await locate('203.0.113.9')).statusCode).toBe(200);
    expect((await locate('203.0.113.9')).statusCode).toBe(200);
    const refused = await locate('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: message('tooManyRequests') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(2);
    // Another address is not held back by the first one's flood.
    expect((await locate('203.0.113.10')).statusCode).toBe(200);
  });

  it('events: the twelfth call passes, the thirteenth is refused', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api-tracking',
        remoteAddress: '203.0.113.20',
        payload: { events: [{ eventId: 'click', pageId: 'booking' }] },
      });
    for (let i = 0; i < 12; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
