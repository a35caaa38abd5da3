import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs } from '../booking/test-helpers.ts';

// Issue 20: the discover feed at the spec's paths answers JSON (not the web page), likes count once.
// Seed: seed/social.ts (8 posts, one every 3 days from yesterday back).
const NOW = new Date('2026-11-23T03:00:00Z');

describe('discover calls', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: number;
  beforeAll(async () => {
    // The web is served so that a page fallback would answer these paths if they were not API routes.
    t = await createTestApp({ now: NOW, serveWeb: true });
    alice = await loginAs(t.handle.db, '+84977000301', NOW);
    bob = await loginAs(t.handle.db, '+84977000302', NOW);
    aliceId = (
      await t.handle.db
        .selectFrom('customer')
        .select('id')
        .where('phone', '=', '+84977000301')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    accept = 'application/json',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('answers the feed as JSON, newest first, paged, even for a browser-like accept', async () => {
    const res = await call('GET', '/discovers', undefined, 'text/html,application/xhtml+xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 10 });
    const times = body.data.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.data[0]).toMatchObject({ isLiked: false, image: expect.stringMatching(/^\/images\//) });
    expect(body.data[0].en).toMatchObject({ title: 'Herbal washing at home, the right way', tag: 'Tips' });
    const page2 = (await call('GET', '/discovers?page=2&pageSize=3')).json();
    expect(page2.data.map((p: { id: number }) => p.id)).toEqual(
      body.data.slice(3, 6).map((p: { id: number }) => p.id),
    );
    expect((await call('GET', '/discovers?pageSize=500')).statusCode).toBe(400);
  });

  it('answers one post with its text, 404 for an unknown one and 400 for a bad id', async () => {
    const first = (await call('GET', '/discovers')).json().data[0];
    const res = await call('GET', `/discovers/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: first.id, title: first.title, body: expect.any(String) });
    expect((await call('GET', '/discovers/99999')).statusCode).toBe(404);
    expect((await call('GET', '/discovers/abc')).statusCode).toBe(400);
    expect((await call('GET', '/discovers/99999')).headers['content-type']).toMatch(/json/);
  });

  it('counts 20 concurrent likes by one customer once; DELETE takes it back', async () => {
    const id = 2;
    const before = (await call('GET', `/discovers/${id}`)).json().data.totalLike;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/discovers/${id}/like`, alice)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const state = await call('GET', `/discovers/${id}/like`, alice);
    expect(state.json().data).toEqual({ id, totalLike: before + 1, isLiked: true });
    expect((await call('GET', `/discovers/${id}/like`, bob)).json().data.isLiked).toBe(false);
    expect((await call('GET', `/discovers/${id}`, alice)).json().data).toMatchObject({ isLiked: true });
    const feed = (await call('GET', '/discovers', alice)).json().data;
    expect(feed.find((p: { id: number }) => p.id === id)).toMatchObject({
      isLiked: true,
      totalLike: before + 1,
    });
    await call('DELETE', `/discovers/${id}/like`, alice);
    const undone = await call('DELETE', `/discovers/${id}/like`, alice);
    expect(undone.json().data).toEqual({ id, totalLike: before, isLiked: false });
    await call('POST', `/discovers/${id}/like`, alice);
  });

  it("lists the posts a customer liked to that customer only: 401 without a token, 403 for another's", async () => {
    const mine = await call('GET', `/customers/${aliceId}/discovers`, alice);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((p: { id: number }) => p.id)).toEqual([2]);
    expect(mine.json().total).toBe(1);
    expect((await call('GET', `/customers/${aliceId}/discovers`)).statusCode).toBe(401);
    expect((await call('GET', `/customers/${aliceId}/discovers`, bob)).statusCode).toBe(403);
    expect((await call('POST', '/discovers/3/like')).statusCode).toBe(401);
    expect((await call('GET', '/discovers/3/like')).statusCode).toBe(401);
    expect((await call('POST', '/discovers/99999/like', alice)).statusCode).toBe(404);
  });
});
