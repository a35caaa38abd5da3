import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_VNPAY, fakeGatewayPay, vnpSign } from '../../test/fake-vnpay.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, hoursOf, loginAs, NOW, TOMORROW_DD } from '../booking/test-helpers.ts';

// Issue 19: top-up through VNPay (a local fake gateway that checks our signature, redirects back and
// calls the IPN), credited exactly once by transaction reference; the ledger; paying a booking with the
// balance once. PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    env: {
      PAYMENT_PROVIDER: 'vnpay',
      VNPAY_TMN_CODE: FAKE_VNPAY.tmnCode,
      VNPAY_HASH_SECRET: FAKE_VNPAY.hashSecret,
      VNPAY_URL: FAKE_VNPAY.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

let phones = 0;
async function newCustomer() {
  phones++;
  const phone = `+8491419${String(phones).padStart(4, '0')}`;
  const token = await loginAs(t.handle.db, phone);
  const { id } = await t.handle.db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return { phone, token, id, auth: { authorization: `Bearer ${token}` } };
}
type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function startTopup(who: Customer, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/topups',
    headers: who.auth,
    payload: { amount },
  });
  if (res.statusCode !== 200) throw new Error(`topup ${res.statusCode} ${res.body}`);
  return res.json().data as { txnRef: string; payUrl: string };
}
const ipn = (query: Record<string, string | string[]>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/payments/vnpay/ipn', query });
const balanceOf = async (who: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: who.auth })).json().data
    .balance as number;
const ledgerSum = async (customerId: number) => {
  const rows = await t.handle.db
    .selectFrom('balance_ledger')
    .select('amount')
    .where('customer_id', '=', customerId)
    .execute();
  return rows.reduce((sum, r) => sum + r.amount, 0);
};

async function topUp(who: Customer, amount: number) {
  const { payUrl } = await startTopup(who, amount);
  const { ipnQuery } = fakeGatewayPay(payUrl);
  expect((await ipn(ipnQuery)).json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
}

describe('a top-up through VNPay', () => {
  it('goes to the gateway signed, comes back, and is credited once by the IPN; the return page reads the server', async () => {
    const who = await newCustomer();
    const { txnRef, payUrl } = await startTopup(who, 200_000);
    const { ipnQuery, redirect } = fakeGatewayPay(payUrl); // throws if our signature were wrong
    expect(redirect.pathname).toBe('/nap-tien/ket-qua');
    expect(redirect.searchParams.get('ref')).toBe(txnRef);

    const result = () =>
      t.app.inject({ method: 'GET', url: `/api/v1/wallet/topups/${txnRef}`, headers: who.auth });
    expect((await result()).json().data).toEqual({ txnRef, amount: 200_000, status: 'pending', balance: 0 });

    expect((await ipn(ipnQuery)).json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await result()).json().data).toEqual({
      txnRef,
      amount: 200_000,
      status: 'paid',
      balance: 200_000,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: who.auth });
    expect(me.json().data.accountBalance).toBe(200_000);
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: who.auth })).json()
      .data;
    expect(wallet.entries).toMatchObject([
      { amount: 200_000, kind: 'topup', balanceAfter: 200_000, bookingId: null },
    ]);
  });

  it('credits once when the same IPN is replayed 10 times (02 Order already confirmed after the first)', async () => {
    const who = await newCustomer();
    const { ipnQuery } = fakeGatewayPay((await startTopup(who, 100_000)).payUrl);
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) codes.push((await ipn(ipnQuery)).json().RspCode);
    expect(codes).toEqual(['00', ...Array(9).fill('02')]);
    expect(await balanceOf(who)).toBe(100_000);
    expect(await ledgerSum(who.id)).toBe(100_000);
  });

  it('credits once under 50 concurrent IPNs for one reference', async () => {
    const who = await newCustomer();
    const { ipnQuery } = fakeGatewayPay((await startTopup(who, 300_000)).payUrl);
    const answers = await Promise.all(Array.from({ length: 50 }, () => ipn(ipnQuery)));
    const codes = answers.map((a) => a.json().RspCode);
    expect(codes.filter((c) => c === '00')).toHaveLength(1);
    expect(codes.filter((c) => c === '02')).toHaveLength(49);
    expect(await balanceOf(who)).toBe(300_000);
    expect(await ledgerSum(who.id)).toBe(300_000);
  });

  it('credits nothing for a forged signature, a raised amount, another secret or an unknown reference', async () => {
    const who = await newCustomer();
    const { txnRef, payUrl } = await startTopup(who, 100_000);
    const { ipnQuery } = fakeGatewayPay(payUrl);
    const { vnp_SecureHash: _h, ...fields } = ipnQuery;
    const raised = { ...fields, vnp_Amount: '1000000000' };
    const attacks = [
      { ...ipnQuery, vnp_SecureHash: '0'.repeat(128) },
      { ...raised, vnp_SecureHash: ipnQuery.vnp_SecureHash as string },
      { ...raised, vnp_SecureHash: vnpSign(raised, 'guessed-secret') },
      { ...fields },
      { ...ipnQuery, vnp_TxnRef: [txnRef, txnRef] },
    ];
    for (const query of attacks) expect((await ipn(query)).json().RspCode).toBe('97');
    // Signed correctly but for an amount we never asked for: 04; for a reference we never made: 01.
    expect((await ipn({ ...raised, vnp_SecureHash: vnpSign(raised) })).json().RspCode).toBe('04');
    const unknown = { ...fields, vnp_TxnRef: 'NT000000000000000000' };
    expect((await ipn({ ...unknown, vnp_SecureHash: vnpSign(unknown) })).json().RspCode).toBe('01');
    expect(await balanceOf(who)).toBe(0);
    const row = await t.handle.db
      .selectFrom('payment_topup')
      .select('status')
      .where('txn_ref', '=', txnRef)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('records a declined payment as failed and credits nothing, even if the success is replayed later', async () => {
    const who = await newCustomer();
    const { txnRef, payUrl } = await startTopup(who, 100_000);
    const declined = fakeGatewayPay(payUrl, { responseCode: '24' });
    expect((await ipn(declined.ipnQuery)).json().RspCode).toBe('00');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/topups/${txnRef}`,
      headers: who.auth,
    });
    expect(res.json().data.status).toBe('failed');
    expect((await ipn(fakeGatewayPay(payUrl).ipnQuery)).json().RspCode).toBe('02');
    expect(await balanceOf(who)).toBe(0);
  });

  it('refuses amounts outside the limits with a Vietnamese message, and writes nothing', async () => {
    const who = await newCustomer();
    for (const amount of [0, 9_000, 10_500, 10_000_001, -100_000, 100_000.5, '100000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/topups',
        headers: who.auth,
        payload: { amount },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('topupAmountInvalid'));
    }
    const rows = await t.handle.db
      .selectFrom('payment_topup')
      .select('id')
      .where('customer_id', '=', who.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("answers 401 without a token, and 403 for another customer's top-up", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const { txnRef } = await startTopup(owner, 100_000);
    for (const [method, url, payload] of [
      ['GET', '/api/v1/wallet', undefined],
      ['POST', '/api/v1/wallet/topups', { amount: 100_000 }],
      ['GET', `/api/v1/wallet/topups/${txnRef}`, undefined],
      ['POST', '/api/v1/wallet/pay-booking', { bookingId: 1 }],
    ] as const) {
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/topups/${txnRef}`,
      headers: stranger.auth,
    });
    expect(peek.statusCode).toBe(403);
    expect(peek.json().message).toBe(message('walletForbidden'));
    expect(peek.body).not.toContain('100000');
  });
});

async function confirmedBooking(owner: Customer, total: number) {
  const row = await t.handle.db
    .insertInto('booking')
    .values({
      salon_id: 1,
      customer_id: owner.id,
      date_book: '2026-11-24',
      status: 'confirmed',
      params: JSON.stringify({}),
      extras: '{}',
      total_money: total,
      hold_expires_at: null,
      source: null,
      utm_source: null,
      origin_ip: null,
      origin_at: null,
      balance_paid: null,
      balance_paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const pay = (who: Customer | null, bookingId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/pay-booking',
    headers: who ? who.auth : {},
    payload: { bookingId },
  });

describe("paying a booking's total with the balance", () => {
  it('debits once under 20 concurrent requests, records it on the booking and in the ledger', async () => {
    const who = await newCustomer();
    await topUp(who, 500_000);
    const bookingId = await confirmedBooking(who, 180_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(who, bookingId)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toMatchObject({
      message: message('bookingPaidWithBalance'),
      data: { bookingId, paid: 180_000, balance: 320_000 },
    });
    expect(
      answers
        .filter((a) => a.statusCode === 409)
        .every((a) => a.json().message === message('bookingAlreadyPaid')),
    ).toBe(true);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(who)).toBe(320_000);
    expect(await ledgerSum(who.id)).toBe(320_000);
    const booking = await t.handle.db
      .selectFrom('booking')
      .select(['balance_paid', 'balance_paid_at'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.balance_paid).toBe(180_000);
    expect(booking.balance_paid_at).not.toBeNull();
  });

  it('never goes negative: 20 concurrent payments of different bookings pay only what the balance covers', async () => {
    const who = await newCustomer();
    await topUp(who, 250_000);
    const bookings = await Promise.all(Array.from({ length: 20 }, () => confirmedBooking(who, 100_000)));
    const answers = await Promise.all(bookings.map((id) => pay(who, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const short = answers.filter((a) => a.statusCode === 400);
    expect(short).toHaveLength(18);
    expect(short.every((a) => a.json().message === message('balanceShort'))).toBe(true);
    expect(await balanceOf(who)).toBe(50_000);
    expect(await ledgerSum(who.id)).toBe(50_000);
    const paid = await t.handle.db
      .selectFrom('booking')
      .select('id')
      .where('customer_id', '=', who.id)
      .where('balance_paid', 'is not', null)
      .execute();
    expect(paid).toHaveLength(2);
  });

  it("refuses a short balance, another customer's booking (403), no token (401), and changes nothing", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    await topUp(stranger, 1_000_000);
    const bookingId = await confirmedBooking(owner, 150_000);
    const short = await pay(owner, bookingId);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(message('balanceShort'));
    const theirs = await pay(stranger, bookingId);
    expect(theirs.statusCode).toBe(403);
    expect((await pay(null, bookingId)).statusCode).toBe(401);
    expect(await balanceOf(stranger)).toBe(1_000_000);
    const booking = await t.handle.db
      .selectFrom('booking')
      .select('balance_paid')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.balance_paid).toBeNull();
  });

  it('refuses a cancelled booking and an unknown one', async () => {
    const who = await newCustomer();
    await topUp(who, 100_000);
    const bookingId = await confirmedBooking(who, 50_000);
    await t.handle.db
      .updateTable('booking')
      .set({ status: 'cancelled' })
      .where('id', '=', bookingId)
      .execute();
    const cancelled = await pay(who, bookingId);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().message).toBe(message('bookingNotPayable'));
    expect((await pay(who, 99_999_999)).statusCode).toBe(404);
    expect(await balanceOf(who)).toBe(100_000);
  });

  it('gives the money back once when the paid booking is cancelled (refund in the ledger)', async () => {
    const who = await newCustomer();
    await topUp(who, 300_000);
    const local = `0${who.phone.slice(3)}`;
    const hour = (await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1011' })).find(
      (h) => h.isFree,
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      headers: who.auth,
      payload: createBody({ phone: local, bookHours: [{ bookHourId: hour?.hourId }] }),
    });
    expect(created.statusCode).toBe(200);
    const bookingId = created.json().data.booking.id as number;
    const paid = (await pay(who, bookingId)).json().data.paid as number;
    expect(await balanceOf(who)).toBe(300_000 - paid);
    const cancel = () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/booking/${bookingId}/cancel`, headers: who.auth });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect(await balanceOf(who)).toBe(300_000);
    expect(await ledgerSum(who.id)).toBe(300_000);
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: who.auth })).json()
      .data;
    expect(wallet.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['refund', paid],
      ['booking', -paid],
      ['topup', 300_000],
    ]);
  });
});
