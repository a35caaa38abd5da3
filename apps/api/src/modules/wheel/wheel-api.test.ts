import { message } from '@salon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOW } from '../booking/test-helpers.ts';
import { type Customer, luckyOf, newCustomer, setLucky, statuses } from './test-helpers.ts';

// Issue 20, the wheel: spins are spent and gifts taken in one transaction (50 concurrent spins with 10
// owned give 10; 100 concurrent spins for the last 5 gifts never take stock below zero); quests grant
// spins once per visit, rating and top-up; a won voucher is a real voucher of step 4's own list.
// PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const spin = (who: Customer | null, wheelId = 1) =>
  t.app.inject({ method: 'POST', url: `/api/v1/wheeling/process/${wheelId}`, headers: who?.auth ?? {} });
const get = (url: string, who?: Customer) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
/** Only these gifts (id → weight) can be drawn; the others get weight 0. */
async function onlyGifts(weights: Record<number, number>, stock: Record<number, number | null> = {}) {
  await t.handle.db.updateTable('lucky_gift').set({ weight: 0 }).execute();
  for (const [id, weight] of Object.entries(weights)) {
    const set = Number(id) in stock ? { weight, stock: stock[Number(id)] } : { weight };
    await t.handle.db.updateTable('lucky_gift').set(set).where('id', '=', Number(id)).execute();
  }
}

describe('the wheel in public', () => {
  it('lists wheels, gifts, packages, quests and recent winners without a login', async () => {
    const wheels = (await get('/api/v1/wheeling')).json().data;
    expect(wheels).toHaveLength(1);
    expect(wheels[0].gifts.map((g: { position: number }) => g.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await get('/api/v1/wheeling/1')).json().data.name).toBe('Vòng quay may mắn');
    expect((await get('/api/v1/wheeling/99')).statusCode).toBe(404);
    expect((await get('/api/v1/wheeling/gifts')).json().data).toHaveLength(8);
    expect((await get('/api/v1/wheeling/gifts/1')).json().data).toMatchObject({
      kind: 'voucher',
      campaignId: 10,
    });
    expect((await get('/api/v1/wheeling/gifts/abc')).statusCode).toBe(400);
    expect((await get('/api/v1/wheeling/times/exchange-configs')).json().data[0]).toMatchObject({
      points: 100,
      spins: 1,
    });
    expect((await get('/api/v1/wheeling/quests')).json().data.map((q: { kind: string }) => q.kind)).toEqual([
      'visit',
      'rating',
      'topup',
    ]);
    expect((await get('/api/v1/wheeling/all-receive-gifts')).statusCode).toBe(200);
  });
});

describe('spinning', () => {
  it('needs a login, and refuses with no spin left', async () => {
    expect((await spin(null)).statusCode).toBe(401);
    const who = await newCustomer(t);
    const res = await spin(who);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message('luckyNoSpins'));
  });

  it('50 concurrent spins with 10 owned give exactly 10 gifts and never a negative balance', async () => {
    await onlyGifts({ 1: 1, 2: 1, 3: 1, 6: 1 }, { 1: 1000 });
    const who = await newCustomer(t);
    await setLucky(t, who.id, { spins: 10 });
    const results = await Promise.all(Array.from({ length: 50 }, () => spin(who)));
    expect(statuses(results)).toEqual({ 200: 10, 409: 40 });
    expect(await luckyOf(t, who.id)).toMatchObject({ spins: 0 });
    const won = await get('/api/v1/wheeling/my-receive-gifts', who);
    expect(won.json().data).toHaveLength(10);
    const spent = await t.handle.db
      .selectFrom('lucky_spin_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', who.id)
      .where('kind', '=', 'spin')
      .executeTakeFirstOrThrow();
    expect(Number(spent.n)).toBe(10);
  });

  it('100 concurrent spins of 100 customers for the last 5 gifts give 5; stock ends at 0, the others keep their spin', async () => {
    await onlyGifts({ 1: 3, 4: 2 }, { 1: 3, 4: 2 }); // the two voucher slots of campaigns 10 and 14
    const people = await Promise.all(Array.from({ length: 100 }, () => newCustomer(t, '8490171')));
    for (const p of people) await setLucky(t, p.id, { spins: 1 });
    const results = await Promise.all(people.map((p) => spin(p)));
    expect(statuses(results)).toEqual({ 200: 5, 409: 95 });
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(message('wheelOutOfGifts'));
    const stock = await t.handle.db
      .selectFrom('lucky_gift')
      .select(['id', 'stock'])
      .where('id', 'in', [1, 4])
      .orderBy('id')
      .execute();
    expect(stock).toEqual([
      { id: 1, stock: 0 },
      { id: 4, stock: 0 },
    ]);
    const spinsLeft = await Promise.all(people.map((p) => luckyOf(t, p.id)));
    expect(spinsLeft.filter((l) => l.spins === 1)).toHaveLength(95);
    const gifts = await get('/api/v1/wheeling/gifts?wheelId=1');
    expect(
      gifts
        .json()
        .data.filter((g: { inStock: boolean }) => g.inStock)
        .map((g: { id: number }) => g.id),
    ).not.toContain(1);
  });

  it("a won voucher is the customer's own promotion in step 4, with one use; points and spins are credited", async () => {
    await onlyGifts({ 1: 1 }, { 1: 10 });
    const who = await newCustomer(t);
    await setLucky(t, who.id, { spins: 3 });
    const res = await spin(who);
    expect(res.statusCode).toBe(200);
    const { gift, received, balance } = res.json().data;
    expect(gift).toMatchObject({ id: 1, position: 0, kind: 'voucher' });
    expect(received.voucher).toMatchObject({ campaignId: 10, remainingUsage: 1 });
    expect(balance).toEqual({ spins: 2, points: 0 });
    const local = `0${who.phone.slice(3)}`;
    const step4 = await get(
      `/api/v1/campaigns/for-booking?salonId=1&services=1011&phone=${local}&dateBook=24-11-2026`,
      who,
    );
    const own = step4.json().data.customer;
    expect(own.map((c: { campaignId: number }) => c.campaignId)).toContain(10);
    expect(own.find((c: { campaignId: number }) => c.campaignId === 10)).toMatchObject({ valid: true });

    await onlyGifts({ 2: 1, 6: 1 }); // the 50 and 100 lucky-point slots
    const points = (await spin(who)).json().data;
    expect(points.balance.points).toBe(points.gift.amount);
    await onlyGifts({ 5: 1 }); // one more spin
    const again = (await spin(who)).json().data;
    expect(again.gift.kind).toBe('spins');
    expect(again.balance.spins).toBe(1); // 1 left, spent 1, won 1
    const history = (await get('/api/customer/history-lucky-point', who)).json().data;
    expect(history.points).toBe(points.balance.points);
    expect(history.entries[0]).toMatchObject({ kind: 'gift', amount: points.gift.amount });
    const reward = (await get('/api/customer/reward-vqmm', who)).json().data;
    expect(reward.vouchers).toHaveLength(1);
  });
});

describe('quests', () => {
  it('a visit, its rating and a top-up each grant a spin once', async () => {
    const who = await newCustomer(t);
    const staff = await t.handle.db
      .selectFrom('staff')
      .select(['id', 'home_salon_id'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const visit = await t.handle.db
      .insertInto('visit')
      .values({
        customer_id: who.id,
        salon_id: staff.home_salon_id,
        stylist_id: staff.id,
        visited_at: NOW,
        money_paid: 100000,
        services: '[]',
        promotions: '[]',
        images: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await luckyOf(t, who.id)).toEqual({ spins: 1, points: 0 });
    // The same source again (a replayed event) grants nothing more.
    await sql`select lucky_grant_quest(${who.id}, 'visit', ${visit.id})`.execute(t.handle.db);
    expect((await luckyOf(t, who.id)).spins).toBe(1);

    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/rating',
      headers: who.auth,
      payload: { visitId: visit.id, stars: 5 },
    });
    expect(rate.statusCode).toBe(200);
    expect((await luckyOf(t, who.id)).spins).toBe(2);
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/topups',
      headers: who.auth,
      payload: { amount: 100000 },
    });
    expect(topup.statusCode).toBe(200);
    expect((await luckyOf(t, who.id)).spins).toBe(3);
    const quests = (await get('/api/v1/wheeling/quests', who)).json().data;
    expect(quests.map((q: { done: number }) => q.done)).toEqual([1, 1, 1]);
  });

  it('a quest with a limit grants spins that many times, even for concurrent top-ups', async () => {
    const who = await newCustomer(t);
    const topups = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/topups',
          headers: who.auth,
          payload: { amount: 100000 },
        }),
      ),
    );
    expect(topups.every((r) => r.statusCode === 200)).toBe(true);
    expect((await luckyOf(t, who.id)).spins).toBe(5); // the top-up quest's max_times
  });
});
