import { message } from '@salon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, hoursOf, loginAs, NOW, newAddress, TOMORROW_DD } from '../booking/test-helpers.ts';

// A booking paid from the balance and then changed: the money it holds follows the change. Cheaper:
// the difference comes back at once; dearer: it keeps what it holds and only the rest can be paid; a
// cancel then gives back everything it holds. The database refuses a ledger that disagrees with the
// booking (migration 142). PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

let phones = 0;
async function newCustomer() {
  phones++;
  const phone = `+8491429${String(phones).padStart(4, '0')}`;
  const token = await loginAs(t.handle.db, phone);
  const auth = { authorization: `Bearer ${token}` };
  const topup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/topups',
    headers: auth,
    payload: { amount: 1_000_000 },
  });
  expect(topup.statusCode).toBe(200);
  return { local: `0${phone.slice(3)}`, auth };
}
type Customer = Awaited<ReturnType<typeof newCustomer>>;

const twoServices = JSON.stringify([{ serviceId: 1011 }, { serviceId: 1021 }]);
const oneService = JSON.stringify([{ serviceId: 1011 }]);

async function freeHour() {
  const hour = (await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1011' })).find(
    (h) => h.isFree,
  );
  if (!hour) throw new Error('no free hour');
  return hour.hourId;
}
const body = (who: Customer, hourId: number, chosenServices: string) =>
  createBody({
    phone: who.local,
    chosenServices,
    bookHours: [{ bookHourId: hourId, stylistId: 0, chosenServices }],
  });

async function book(who: Customer, chosenServices: string) {
  const hourId = await freeHour();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: who.auth,
    payload: body(who, hourId, chosenServices),
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.booking.id as number, hourId };
}
const change = (who: Customer, booking: { id: number; hourId: number }, chosenServices: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/booking/${booking.id}`,
    headers: who.auth,
    payload: body(who, booking.hourId, chosenServices),
  });
const pay = (who: Customer, bookingId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/pay-booking',
    headers: who.auth,
    payload: { bookingId },
  });
const balance = async (who: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: who.auth })).json().data
    .balance as number;
const detail = async (who: Customer, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/booking/${id}`, headers: who.auth })).json().data as {
    totalMoney: number;
    balancePaid: number;
  };

describe('a booking paid from the balance, then changed', () => {
  it('gives the difference back when the change makes it cheaper, and shows what it holds', async () => {
    const who = await newCustomer();
    const booking = await book(who, twoServices);
    const dear = (await detail(who, booking.id)).totalMoney;
    expect((await pay(who, booking.id)).statusCode).toBe(200);
    expect(await balance(who)).toBe(1_000_000 - dear);

    const res = await change(who, booking, oneService);
    expect(res.statusCode).toBe(200);
    const after = await detail(who, booking.id);
    expect(after.totalMoney).toBeLessThan(dear);
    expect(after.balancePaid).toBe(after.totalMoney);
    expect(await balance(who)).toBe(1_000_000 - after.totalMoney);
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: who.auth })).json()
      .data;
    expect(wallet.entries[0]).toMatchObject({
      kind: 'change-refund',
      amount: dear - after.totalMoney,
      bookingId: booking.id,
    });
    // Nothing more is owed.
    const again = await pay(who, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(message('bookingAlreadyPaid'));
  });

  it('keeps what it holds when the change makes it dearer; the rest is paid once under 10 concurrent requests', async () => {
    const who = await newCustomer();
    const booking = await book(who, oneService);
    const cheap = (await detail(who, booking.id)).totalMoney;
    expect((await pay(who, booking.id)).statusCode).toBe(200);
    expect((await change(who, booking, twoServices)).statusCode).toBe(200);
    const dearer = await detail(who, booking.id);
    expect(dearer.balancePaid).toBe(cheap);
    expect(await balance(who)).toBe(1_000_000 - cheap);

    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(who, booking.id)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json().data.paid).toBe(dearer.totalMoney - cheap);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await balance(who)).toBe(1_000_000 - dearer.totalMoney);
    expect((await detail(who, booking.id)).balancePaid).toBe(dearer.totalMoney);

    // Cancelled: everything it holds comes back, once.
    const cancel = () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/booking/${booking.id}/cancel`, headers: who.auth });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect(await balance(who)).toBe(1_000_000);
  });

  it('refuses, in the database, a ledger row for a booking that does not record it', async () => {
    const who = await newCustomer();
    const booking = await book(who, oneService);
    const { customer_id } = await t.handle.db
      .selectFrom('booking')
      .select('customer_id')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const sneak = t.handle.db.transaction().execute(async (trx) => {
      await sql`update customer set account_balance = account_balance + 50000 where id = ${customer_id}`.execute(
        trx,
      );
      await sql`insert into balance_ledger (customer_id, amount, kind, booking_id, balance_after)
        values (${customer_id}, 50000, 'refund', ${booking.id}, 1050000)`.execute(trx);
    });
    await expect(sneak).rejects.toThrow(/ledger took/);
    expect(await balance(who)).toBe(1_000_000);
  });
});
