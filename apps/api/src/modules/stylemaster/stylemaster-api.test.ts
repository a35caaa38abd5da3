import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs } from '../booking/test-helpers.ts';

// Issue 20: style-master likes and votes. Seed: seed/home-content.ts (photos 1-6 of this month) and
// seed/social.ts (7-16 this month, 17-32 the two months before).
const NOW = new Date('2026-11-23T03:00:00Z');

describe('style-master calls', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    alice = await loginAs(t.handle.db, '+84977000201', NOW);
    bob = await loginAs(t.handle.db, '+84977000202', NOW);
    aliceId = (
      await t.handle.db
        .selectFrom('customer')
        .select('id')
        .where('phone', '=', '+84977000201')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const gallery = (token?: string) => call('GET', '/api/stylemaster/top-like-in-month-pagesize-1000', token);
  const photo = async (id: number, token?: string) =>
    (await gallery(token)).json().data.find((p: { id: number }) => p.id === id);

  it('lists the whole month most liked first, the top 4 of home being its start', async () => {
    const res = await gallery();
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ id: number; totalLike: number; month: string; isLiked: boolean }>;
    expect(list.length).toBe(16);
    expect(list.every((p) => p.month === '2026-11' && !p.isLiked)).toBe(true);
    const likes = list.map((p) => p.totalLike);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    const top4 = (await call('GET', '/api/stylemaster/top-like-in-month-pagesize-4')).json().data;
    expect(top4.map((p: { id: number }) => p.id)).toEqual(list.slice(0, 4).map((p) => p.id));
  });

  it('counts 20 concurrent likes by one customer once, and an unlike takes exactly one back', async () => {
    const before = (await photo(9)).totalLike;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/appcustomer/stylemaster/like', alice, { id: 9 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.json().data.isLiked)).toBe(true);
    const liked = await photo(9, alice);
    expect(liked).toMatchObject({ totalLike: before + 1, isLiked: true });
    expect((await photo(9, bob)).isLiked).toBe(false);
    // Another customer's like counts too; then alice's unlike, twice, takes one back.
    await call('POST', '/api/appcustomer/stylemaster/like', bob, { styleMasterId: 9 });
    expect((await photo(9)).totalLike).toBe(before + 2);
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/appcustomer/stylemaster/unlike', alice, { id: 9 });
      expect(res.json().data).toEqual({ id: 9, totalLike: before + 1, isLiked: false });
    }
    const rows = await t.handle.db
      .selectFrom('style_master_like')
      .selectAll()
      .where('photo_id', '=', 9)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('counts a vote once per customer and photo, also under 20 concurrent votes', async () => {
    const before = (await photo(10)).totalVote;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/appcustomer/stylemaster/vote', alice, { id: 10 })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await photo(10, alice)).toMatchObject({ totalVote: before + 1, isVoted: true, isLiked: false });
  });

  it('refuses without a login (401), for another customer (403), an unknown photo (404), no photo (400)', async () => {
    const like = (token: string | undefined, body: object) =>
      call('POST', '/api/appcustomer/stylemaster/like', token, body);
    const before = (await photo(11)).totalLike;
    expect((await like(undefined, { id: 11 })).statusCode).toBe(401);
    expect((await like(bob, { id: 11, customerId: aliceId })).statusCode).toBe(403);
    expect((await like(alice, { id: 999_999 })).statusCode).toBe(404);
    const none = await like(alice, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Mã không hợp lệ.');
    expect((await like(alice, { id: 'abc' })).statusCode).toBe(400);
    expect((await photo(11)).totalLike).toBe(before);
    expect((await call('GET', '/api/appcustomer/stylemaster/history')).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/appcustomer/stylemaster/history?customerId=${aliceId}`, bob)).statusCode,
    ).toBe(403);
  });

  it("pages the caller's likes and votes, latest first, and nobody else's", async () => {
    t.clock.now = new Date(NOW.getTime() + 60_000);
    await call('POST', '/api/appcustomer/stylemaster/like', alice, { id: 20 });
    const mine = await call('GET', `/api/appcustomer/stylemaster/history?customerId=${aliceId}`, alice);
    expect(mine.statusCode).toBe(200);
    const data = mine.json().data;
    expect(data.items.map((p: { id: number }) => p.id).sort()).toEqual([10, 20]);
    expect(data).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(data.items.find((p: { id: number }) => p.id === 20)).toMatchObject({
      month: '2026-10',
      isLiked: true,
    });
    const bobs = (await call('GET', '/api/appcustomer/stylemaster/history', bob)).json().data;
    expect(bobs.items.map((p: { id: number }) => p.id)).toEqual([9]);
    t.clock.now = NOW;
  });

  it('ranks stylists by the likes of their photos over three months', async () => {
    const res = await call('GET', '/api/stylemaster/top-three-month');
    expect(res.statusCode).toBe(200);
    const top = res.json().data as Array<{ rank: number; totalLike: number; photos: number; image: string }>;
    expect(top.length).toBe(10);
    expect(top[0]?.rank).toBe(1);
    const likes = top.map((r) => r.totalLike);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    expect(top[0]?.image).toMatch(/^\/images\//);
    const sum = await t.handle.db
      .selectFrom('style_master_photo')
      .select((eb) => eb.fn.sum<string>('total_like').as('n'))
      .where('month', '>=', '2026-09-01')
      .executeTakeFirstOrThrow();
    expect(top.reduce((s, r) => s + r.totalLike, 0)).toBeLessThanOrEqual(Number(sum.n));
  });
});
