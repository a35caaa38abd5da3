import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { createSession } from '../http/sessions.ts';
import { createBody, NOW } from '../modules/booking/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// One attack per case: input the database cannot hold (NUL, lone surrogates,
// numbers beyond int4) answered 500 and sometimes got half-way in; loosely read numbers and
// booleans ('0x10', '1e3', ' 1', true) were taken as ids. Each must now be a 400 with a Vietnamese
// message that changes nothing.

let t: TestApp;
let token: string;
const DEMO = '0988111222';
const unsafe = message('unsafeText');

beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    env: {
      BOOKING_HOLDS_PER_ADDRESS: '1000',
      BOOKING_HOLDS_PER_PHONE: '1000',
      BOOKING_FREE_HOLDS_PER_ADDRESS: '1000',
    },
  });
  const c = await t.handle.db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', '+84988111222')
    .executeTakeFirstOrThrow();
  token = await createSession(t.handle.db, c.id, NOW);
});
afterAll(() => t?.close());

const json = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const count = async (table: keyof Database) =>
  Number(
    (
      await t.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function expectRefused(res: { statusCode: number; json(): { message?: unknown } }, text: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(text);
}

describe('text the database cannot store is refused at the edge', () => {
  it.each([
    ['a NUL in note', { note: 'hi\u0000there' }],
    ['a lone surrogate in utmSource', { utmSource: 'g\ud800' }],
    ['a NUL in services', { services: 'Gội\u0000' }],
    ['a NUL in bookAt', { bookAt: '3\u0000' }],
    ['a lone surrogate in adviceUND', { adviceUND: '\udc00' }],
    ['a NUL in adviceProduct', { adviceProduct: '\u0000' }],
    ['a NUL in source', { source: 'web\u0000' }],
    ['a NUL as a params key', { params: { 'a\u0000': '1' } }],
  ])('create booking with %s: 400, no booking written', async (_, over) => {
    const before = await count('booking');
    expectRefused(await json('POST', '/api/v1/booking-multiple', createBody(over)), unsafe);
    expect(await count('booking')).toBe(before);
  });

  it('JSON text that parses into a NUL (params, utilityService) is refused too, nothing written', async () => {
    const before = await count('booking');
    for (const over of [{ params: '{"a":"\\u0000"}' }, { utilityService: '[{"name":"\\ud800"}]' }]) {
      const res = await json('POST', '/api/v1/booking-multiple', createBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
    expect(await count('booking')).toBe(before);
  });

  it('change booking with a NUL in note: 400, the booking stays as it was', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const made = await json(
      'POST',
      '/api/v1/booking-multiple',
      createBody({ phone: DEMO, note: 'first' }),
      auth,
    );
    expect(made.statusCode).toBe(200);
    const id = made.json().data.booking.id as number;
    const res = await json(
      'PUT',
      `/api/v1/booking/${id}`,
      createBody({ phone: DEMO, note: 'x\u0000' }),
      auth,
    );
    expectRefused(res, unsafe);
    const row = await t.handle.db
      .selectFrom('booking')
      .select('note')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.note).toBe('first');
  });

  it('a NUL in the tracking error message: 400, nothing logged', async () => {
    const before = await count('tracking_error_log');
    expectRefused(await json('POST', '/api-tracking-error/booking', { message: 'boom\u0000' }), unsafe);
    expect(await count('tracking_error_log')).toBe(before);
  });

  it("a NUL in the consent call's brandName: 400, no consent logged", async () => {
    const before = await count('personal_data_consent');
    const res = await json(
      'POST',
      '/api/v1/customer/agree-protect-personal-info',
      { phone: DEMO, brandName: 'Moyo\u0000' },
      { authorization: `Bearer ${token}` },
    );
    expectRefused(res, unsafe);
    expect(await count('personal_data_consent')).toBe(before);
  });

  it('a NUL in the outbox phone: 400', async () => {
    expectRefused(await get('/api/dev/outbox?phone=0988111222%00'), unsafe);
  });

  it('a lone surrogate in a path segment: 400 with a Vietnamese message, not Fastify English', async () => {
    expectRefused(await get('/api/v1/booking/%ED%A0%80'), message('invalidRequest'));
  });

  it('a body nested 40 deep: 400', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expectRefused(
      await json('POST', '/api/v1/booking-multiple', createBody({ utilityService: deep })),
      message('inputTooDeep'),
    );
  });
});

describe('ids and numbers are plain decimal integers within range', () => {
  it('services=99999999999999999999 for the campaigns call: 400, not 500', async () => {
    expectRefused(
      await get('/api/v1/campaigns/for-booking?services=99999999999999999999'),
      message('invalidId'),
    );
  });

  it.each(['0x2', '2e0', ' 2', '2.0', '02', '2147483650'])('campaignId=%s is not campaign 2', async (raw) => {
    const res = await get(`/api/v1/campaigns/reward-detail?campaignId=${encodeURIComponent(raw)}`);
    expectRefused(res, message('invalidId'));
  });

  it('a booking id beyond int4: 400, not 500', async () => {
    expectRefused(await get('/api/v1/booking/2147483648'), message('invalidId'));
  });

  it('campaignId: true is not campaign 1', async () => {
    const res = await json('POST', '/api/campaign-customer/one-phone-campaign', {
      phone: DEMO,
      campaignId: true,
    });
    expectRefused(res, message('invalidId'));
  });

  it.each([[{ id: '0x10' }], [{ id: ' 1' }], [{ id: '1e0' }], [{ id: 99999999999 }]])(
    'a booking whose campaign is %j: 400, nothing written',
    async (campaign) => {
      const before = await count('booking');
      const body = createBody({ bookHours: [{ bookHourId: 1003, campaigns: [campaign] }] });
      expectRefused(await json('POST', '/api/v1/booking-multiple', body), message('invalidId'));
      expect(await count('booking')).toBe(before);
    },
  );

  it.each([
    ['stylistId', '0x10', message('invalidId')],
    ['skinnerId', '1e3', message('invalidId')],
    ['salonId', 2147483648, message('invalidId')],
    ['numberPersons', true, message('invalidRequest')],
  ])('a booking with %s %j: 400', async (field, value, text) => {
    const res = await json('POST', '/api/v1/booking-multiple', createBody({ [field]: value }));
    expectRefused(res, text);
  });
});

describe('booleans are booleans', () => {
  it.each([
    ['receiveAdvice', 'false'],
    ['allowChange', 1],
    ['littleAdvice', 'true'],
    ['isMaster', 0],
  ])('a booking with %s %j: 400, nothing written', async (field, value) => {
    const before = await count('booking');
    const res = await json('POST', '/api/v1/booking-multiple', createBody({ [field]: value }));
    expectRefused(res, message('invalidRequest'));
    expect(await count('booking')).toBe(before);
  });
});

describe("the spec's payloads still pass", () => {
  it('comma id lists, 0 for none and an empty salon id are read as before', async () => {
    expect(
      (await get('/api/v1/campaigns/for-booking?services=1011,4011&salonId=0&campaignUsing=')).statusCode,
    ).toBe(200);
    expect((await get('/api/v1/campaigns/for-booking?services=0&salonId=')).statusCode).toBe(200);
    expect(
      (await get('/api/v1/service-booking/service-booking-v2?salonId=1&choosenServiceIds=0')).statusCode,
    ).toBe(200);
  });
});
