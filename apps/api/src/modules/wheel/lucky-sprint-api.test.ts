import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOW } from '../booking/test-helpers.ts';
import { type Customer, luckyOf, newCustomer, setLucky, statuses } from './test-helpers.ts';

// Issue 20, lucky sprint and ownership: a voucher exchanged by 20 concurrent requests with points for
// one gives one; another customer's id is a 403 and no token a 401; a GET that spends points serves
// JSON calls only (a link on another site cannot spend them). PGlite, or PostgreSQL (TEST_DATABASE_URL).
let t: TestApp;
let owner: Customer;
let other: Customer;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  owner = await newCustomer(t, '8490172');
  other = await newCustomer(t, '8490172');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { accept: 'application/json', ...headers } });
const exchange = (who: Customer, voucherId: number, customerId = who.id) =>
  call('GET', `/api/LuckySprint/DoiVoucher?voucherId=${voucherId}&customerId=${customerId}`, who.auth);
const vouchersOf = (customerId: number) =>
  t.handle.db
    .selectFrom('voucher')
    .select(['campaign_id', 'source', 'remaining_usage'])
    .where('customer_id', '=', customerId)
    .execute();

describe('lucky sprint', () => {
  it('lists the vouchers points can buy, a page at a time, and one by id', async () => {
    const page = (await call('GET', '/api/LuckySprint/GetVoucher?page=1&pageSize=2')).json().data;
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.items.map((v: { point: number }) => v.point)).toEqual([150, 200]);
    const one = (await call('GET', '/api/LuckySprint/GetVoucherById?voucherId=3')).json().data;
    expect(one).toMatchObject({ voucherId: 3, campaignId: 14, point: 300 });
    expect((await call('GET', '/api/LuckySprint/GetVoucherById?voucherId=99')).statusCode).toBe(404);
    expect((await call('GET', '/api/LuckySprint/GetVoucher?pageSize=500')).statusCode).toBe(400);
  });

  it('20 concurrent exchanges with points for one give one voucher, and points end at 0', async () => {
    await setLucky(t, owner.id, { points: 150 });
    const results = await Promise.all(Array.from({ length: 20 }, () => exchange(owner, 1)));
    expect(statuses(results)).toEqual({ 200: 1, 400: 19 });
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe(message('luckyPointsShort'));
    expect(await luckyOf(t, owner.id)).toMatchObject({ points: 0 });
    expect(await vouchersOf(owner.id)).toEqual([
      { campaign_id: 10, source: 'lucky-sprint', remaining_usage: 1 },
    ]);
    const point = await call('GET', `/api/LuckySprint/GetPoint?customerId=${owner.id}`, owner.auth);
    expect(point.json().data).toEqual({ customerId: owner.id, point: 0 });
    const history = (await call('GET', '/api/customer/history-lucky-point', owner.auth)).json().data;
    expect(history.entries[0]).toMatchObject({ amount: -150, kind: 'sprint', pointsAfter: 0 });
  });

  it('an offer out of stock is refused and takes no points', async () => {
    const who = await newCustomer(t, '8490172');
    await setLucky(t, who.id, { points: 1000 });
    await t.handle.db.updateTable('lucky_sprint_voucher').set({ stock: 0 }).where('id', '=', 2).execute();
    const res = await exchange(who, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message('sprintVoucherOutOfStock'));
    expect(await luckyOf(t, who.id)).toMatchObject({ points: 1000 });
  });
});

describe('spins bought with points', () => {
  it('a package turns points into spins once per call; short points change nothing', async () => {
    const who = await newCustomer(t, '8490172');
    await setLucky(t, who.id, { points: 300 });
    const bought = await call('POST', '/api/v1/wheeling/times/exchange/2', who.auth);
    expect(bought.json()).toMatchObject({ message: message('spinsBought'), data: { points: 50, spins: 3 } });
    const short = await call('POST', '/api/v1/wheeling/times/exchange/1', who.auth);
    expect(short.statusCode).toBe(400);
    expect(await luckyOf(t, who.id)).toEqual({ points: 50, spins: 3 });
    expect((await call('POST', '/api/v1/wheeling/times/exchange/99', who.auth)).statusCode).toBe(404);
  });

  it('a GET that spends points is refused to a page navigation with the session cookie', async () => {
    const who = await newCustomer(t, '8490172');
    await setLucky(t, who.id, { points: 1000 });
    const cookie = { cookie: `accessToken=${who.token}` };
    const navigation = { ...cookie, accept: 'text/html,*/*', 'sec-fetch-mode': 'navigate' };
    const paths = [
      '/api/v1/wheeling/times/exchange/1',
      `/api/LuckySprint/DoiVoucher?voucherId=1&customerId=${who.id}`,
    ];
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: navigation });
      expect(res.statusCode).toBe(400);
    }
    expect(await luckyOf(t, who.id)).toEqual({ points: 1000, spins: 0 });
    const json = await call('GET', '/api/v1/wheeling/times/exchange/1', cookie);
    expect(json.statusCode).toBe(200);
    expect(await luckyOf(t, who.id)).toEqual({ points: 900, spins: 1 });
  });
});

describe('ownership', () => {
  const owned = () => [
    `/api/customer/reward-vqmm?customerId=${owner.id}`,
    `/api/customer/history-lucky-point?customerId=${owner.id}`,
    `/api/LuckySprint/GetPoint?customerId=${owner.id}`,
    `/api/v1/wheeling/process?customerId=${owner.id}`,
    `/api/v1/wheeling/my-receive-gifts?customerId=${owner.id}`,
  ];

  it("another customer's id is a 403 and no token a 401; the owner reads", async () => {
    for (const url of owned()) {
      expect((await call('GET', url, other.auth)).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, owner.auth)).statusCode, url).toBe(200);
    }
    expect(
      (await call('GET', `/api/customer/reward-vqmm?customerId=${owner.id}`, other.auth)).json().message,
    ).toBe(message('luckyForbidden'));
  });

  it("spending another customer's points is a 403 that changes nothing", async () => {
    await setLucky(t, owner.id, { points: 500 });
    const res = await exchange(other, 1, owner.id);
    expect(res.statusCode).toBe(403);
    expect((await exchange({ ...other, auth: {} } as unknown as Customer, 1, owner.id)).statusCode).toBe(401);
    expect(await luckyOf(t, owner.id)).toMatchObject({ points: 500 });
    expect((await call('POST', '/api/v1/wheeling/process/1')).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/wheeling/times/exchange/1')).statusCode).toBe(401);
  });
});
