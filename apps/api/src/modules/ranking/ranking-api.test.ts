import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs } from '../booking/test-helpers.ts';

// Issue 20: staff ranking and challenges from visits and ratings (seed/social.ts: rated visits 31-85
// days ago), and the campaign course 'Gội 5 lần, lần thứ 6 miễn phí' counted from a customer's visits.
const NOW = new Date('2026-11-23T03:00:00Z');
const DEMO = '+84988111222';

describe('staff ranking, staff challenge and campaign course calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(async () => t?.close());

  const call = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('ranks the top 30 stylists of the network by score, and those of one salon', async () => {
    const res = await call('/api/staff-ranking?masterKey=stylist&top=30');
    expect(res.statusCode).toBe(200);
    const { items, windowDays } = res.json().data;
    expect(windowDays).toBe(90);
    expect(items).toHaveLength(30);
    expect(items.map((r: { rank: number }) => r.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const scores = items.map((r: { score: number }) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(items[0].visits).toBeGreaterThan(0);
    const salonId = items[0].salonId;
    const bySalon = (await call(`/api/staff-ranking?salonId=${salonId}&top=30`)).json().data;
    expect(bySalon.salonId).toBe(salonId);
    expect(bySalon.items.length).toBeGreaterThan(0);
    expect(bySalon.items.every((r: { salonId: number }) => r.salonId === salonId)).toBe(true);
    const masters = (await call('/api/staff-ranking?masterKey=master')).json().data.items;
    expect(masters.every((r: { isMaster: boolean }) => r.isMaster)).toBe(true);
  });

  it('moves a stylist up when a new 5-star visit is rated, and refuses bad queries', async () => {
    const before = (await call('/api/staff-ranking?top=30')).json().data.items;
    const last = before[before.length - 1];
    const customer = await t.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', DEMO)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 6; i++) {
      const v = await t.handle.db
        .insertInto('visit')
        .values({
          customer_id: customer.id,
          salon_id: last.salonId,
          stylist_id: last.staffId,
          visited_at: new Date(NOW.getTime() - 86_400_000 * (40 + i)),
          services: '[]',
          money_paid: 0,
          promotions: '[]',
          images: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.handle.db
        .insertInto('visit_rating')
        .values({ visit_id: v.id, customer_id: customer.id, stylist_id: last.staffId, stars: 5, tags: '[]' })
        .execute();
    }
    const after = (await call('/api/staff-ranking?top=30')).json().data.items;
    const moved = after.find((r: { staffId: number }) => r.staffId === last.staffId);
    expect(moved.rank).toBeLessThan(last.rank);
    expect(moved.visits).toBe(last.visits + 6);
    for (const bad of ['top=31', 'top=0', 'masterKey=boss', 'salonId=abc']) {
      const res = await call(`/api/staff-ranking?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('answers the running challenges with standings counted from visits and ratings', async () => {
    const res = await call('/api/staff-challenge');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((c: { metric: string }) => c.metric).sort()).toEqual(['five_star_ratings', 'visits']);
    for (const c of list) {
      expect(c.standings.length).toBeGreaterThan(0);
      const values = c.standings.map((s: { value: number }) => s.value);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
      for (const s of c.standings) {
        expect(s.reached).toBe(s.value >= c.target);
        expect(s.percent).toBe(Math.min(100, Math.round((s.value / c.target) * 100)));
      }
    }
  });

  it("answers the caller's course progress only to the caller (401, 403)", async () => {
    const demo = await loginAs(t.handle.db, DEMO, NOW);
    const stranger = await loginAs(t.handle.db, '+84977000401', NOW);
    const demoId = (
      await t.handle.db
        .selectFrom('customer')
        .select('id')
        .where('phone', '=', DEMO)
        .executeTakeFirstOrThrow()
    ).id;
    const url = '/api/CampaignCourse/GetCustomerCampaignCourse';
    expect((await call(`${url}?customerId=${demoId}`)).statusCode).toBe(401);
    expect((await call(`${url}?customerId=${demoId}`, stranger)).statusCode).toBe(403);
    const res = await call(`${url}?customerId=${demoId}`, demo);
    expect(res.statusCode).toBe(200);
    const [course] = res.json().data;
    expect(course).toMatchObject({ name: 'Gội 5 lần, lần thứ 6 miễn phí', required: 5 });
    // Counted from the demo's visits with a wash service since the course began.
    const visits = await t.handle.db
      .selectFrom('visit')
      .select('services')
      .where('customer_id', '=', demoId)
      .execute();
    const washes = visits.filter((v) =>
      (v.services as unknown as Array<{ serviceId: number }>).some((s) =>
        course.serviceIds.includes(s.serviceId),
      ),
    ).length;
    expect(course.visits).toBe(washes);
    expect(course.counted).toBe(washes % 6);
    expect(course.rewardsTaken).toBe(Math.floor(washes / 6));
    const fresh = (await call(url, stranger)).json().data[0];
    expect(fresh).toMatchObject({ visits: 0, counted: 0, remaining: 5, rewardReady: false, percent: 0 });
  });
});
