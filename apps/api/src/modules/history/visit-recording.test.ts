import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, hoursOf, loginAs, NOW, newAddress, TOMORROW_DD } from '../booking/test-helpers.ts';

// The salon's counter reports a served booking (POST /api/pos/visits): it becomes a visit in the
// customer's history once (10 concurrent reports → one visit), and the member tier rises when the
// last 12 months' spending earned it, never falls. Only the POS key (or, outside production, this
// machine) may report. PGlite, or PostgreSQL with TEST_DATABASE_URL.
const KEY = 'pos-key-for-tests-0123456789abcdefghij';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { POS_API_KEY: KEY } });
});
afterAll(async () => {
  await t?.close();
});

const pos = { authorization: `Bearer ${KEY}` };
const STRANGER = '203.0.113.9';
let phones = 0;
async function bookedCustomer(services = [1011]) {
  phones++;
  const phone = `+8491439${String(phones).padStart(4, '0')}`;
  const auth = { authorization: `Bearer ${await loginAs(t.handle.db, phone)}` };
  const chosenServices = JSON.stringify(services.map((serviceId) => ({ serviceId })));
  const hour = (await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1011' })).find(
    (h) => h.isFree,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: auth,
    payload: createBody({
      phone: `0${phone.slice(3)}`,
      chosenServices,
      bookHours: [{ bookHourId: hour?.hourId, stylistId: 0, chosenServices }],
    }),
  });
  expect(res.statusCode).toBe(200);
  return { auth, bookingId: res.json().data.booking.id as number };
}
const report = (
  body: Record<string, unknown>,
  headers: Record<string, string> = pos,
  remoteAddress = STRANGER,
) => t.app.inject({ method: 'POST', url: '/api/pos/visits', headers, remoteAddress, payload: body });
const me = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth })).json().data.userInfo as {
    memberType: number | null;
  };

describe('a served booking reported by the salon', () => {
  it('becomes one visit in the history under 10 concurrent reports, with what was paid', async () => {
    const { auth, bookingId } = await bookedCustomer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => report({ bookingId, moneyPaid: 90_000 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused.every((a) => a.json().message === message('visitAlreadyRecorded'))).toBe(true);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/customer-history', headers: auth })
    ).json().data;
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ moneyPaid: 90_000 });
    // The lucky wheel's visit quest (issue 20) counts it: one spin.
    const account = await t.handle.db
      .selectFrom('lucky_account')
      .innerJoin('booking', 'booking.customer_id', 'lucky_account.customer_id')
      .select('lucky_account.spins')
      .where('booking.id', '=', bookingId)
      .executeTakeFirst();
    expect(account?.spins).toBe(1);
  });

  it('raises the member tier when the spending earns it, and never lowers it', async () => {
    const { auth, bookingId } = await bookedCustomer();
    expect((await me(auth)).memberType).toBeNull();
    const res = await report({ bookingId, moneyPaid: 1_200_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.memberType).toBe(2);
    expect((await me(auth)).memberType).toBe(2);

    const diamond = await bookedCustomer();
    await t.handle.db
      .updateTable('customer')
      .set({ member_type: 4 })
      .where(
        'id',
        '=',
        (
          await t.handle.db
            .selectFrom('booking')
            .select('customer_id')
            .where('id', '=', diamond.bookingId)
            .executeTakeFirstOrThrow()
        ).customer_id,
      )
      .execute();
    expect((await report({ bookingId: diamond.bookingId, moneyPaid: 50_000 })).json().data.memberType).toBe(
      4,
    );
  });

  it('refuses a cancelled booking, an unknown one and bad amounts, writing nothing', async () => {
    const { auth, bookingId } = await bookedCustomer();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/booking/${bookingId}/cancel`, headers: auth }))
        .statusCode,
    ).toBe(200);
    const cancelled = await report({ bookingId });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(message('visitNotServable'));
    expect((await report({ bookingId: 99_999_999 })).statusCode).toBe(404);
    for (const moneyPaid of [-1, 1e12, '1e3', 1.5, 'x\u0000']) {
      const bad = await report({ bookingId, moneyPaid });
      expect(bad.statusCode).toBe(400);
    }
    expect((await report({ bookingId, images: ['https://evil.example/x.png'] })).statusCode).toBe(400);
    const visits = await t.handle.db
      .selectFrom('visit')
      .select('id')
      .where('booking_id', '=', bookingId)
      .execute();
    expect(visits).toEqual([]);
  });

  it('answers only the POS key from another machine: no key, a wrong key or a customer token get 404', async () => {
    const { auth, bookingId } = await bookedCustomer();
    expect((await report({ bookingId }, {})).statusCode).toBe(404);
    expect((await report({ bookingId }, { authorization: `Bearer ${KEY.slice(0, -1)}x` })).statusCode).toBe(
      404,
    );
    expect((await report({ bookingId }, auth)).statusCode).toBe(404);
    expect((await report({ bookingId }, { 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1')).statusCode).toBe(
      404,
    );
    const visits = await t.handle.db
      .selectFrom('visit')
      .select('id')
      .where('booking_id', '=', bookingId)
      .execute();
    expect(visits).toEqual([]);
  });
});

describe('without a POS key in production', () => {
  it('the call does not exist', async () => {
    const prod = await createTestApp({
      now: NOW,
      env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), TRUST_PROXY: 'false' },
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/pos/visits',
        payload: { bookingId: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
