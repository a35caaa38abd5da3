import { HOME_SECTIONS } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONFIG_DOCUMENT_PATHS } from './content-routes.ts';

describe('home content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z') });
  });
  afterAll(async () => t?.close());

  it('serves every configuration document as JSON, with a cache-busting query accepted', async () => {
    for (const url of Object.keys(CONFIG_DOCUMENT_PATHS)) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?v=${Math.random()}` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(typeof res.json()).toBe('object');
    }
  });

  it('has a banner in both lists and a block for every layout', async () => {
    const banners = (await t.app.inject({ method: 'GET', url: '/homepage-banner.json' })).json();
    expect(banners.web.length).toBeGreaterThan(0);
    expect(banners.mobile.length).toBeGreaterThan(0);
    expect(banners.web.some((b: { addOn: string }) => b.addOn === 'youtube')).toBe(true);
    const config = (await t.app.inject({ method: 'GET', url: '/homepage-config.json' })).json();
    const layouts = config.data.map((b: { layout: string }) => b.layout).sort();
    expect(layouts).toEqual(
      [
        'service',
        'shop',
        'blog',
        'media',
        'videoSocial',
        '30shineAngels',
        'salonAddress',
        '30shinecare',
        'head',
        'serviceGrid',
        'moyoBlock1',
        'serviceRelax',
        'serviceRecover',
        'moyoSlide',
      ].sort(),
    );
  });

  it('answers 304 to a cache-busting random query (000 §7) whose If-None-Match matches, on every document', async () => {
    for (const url of Object.keys(CONFIG_DOCUMENT_PATHS)) {
      const first = await t.app.inject({
        method: 'GET',
        url: `${url}?v=${Math.random().toString(36).slice(2)}`,
      });
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^".+"$/);
      const again = await t.app.inject({
        method: 'GET',
        url: `${url}?v=${Math.random().toString(36).slice(2)}&_=${Date.now()}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      const stale = await t.app.inject({
        method: 'GET',
        url: `${url}?v=1`,
        headers: { 'if-none-match': '"an-old-version"' },
      });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.body, url).toBe(first.body);
    }
  });

  it('seeds the documents of the home sections: every section in the layout, sets, photos, tiers', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const layout = await get('/web/v3/configs/dynamic-layout.json');
    expect(layout.sections.map((s: { key: string }) => s.key)).toEqual([...HOME_SECTIONS]);
    const all = await get('/web/v3/configs/lookbooks.json');
    const home = await get('/web/v3/configs/home-lookbooks.json');
    expect(home.data.length).toBeGreaterThan(0);
    expect(all.data.length).toBeGreaterThan(home.data.length);
    for (const set of all.data) expect(set.images.length, set.title).toBeGreaterThanOrEqual(3);
    const photos = await get('/shine_moment/photos.json');
    expect(photos.data.every((p: { caption: string }) => p.caption.length > 0)).toBe(true);
    const feedback = await get('/web/v3/configs/feedback.json');
    expect(feedback.data[0]).toMatchObject({
      name: expect.any(String),
      star: 5,
      salonName: expect.any(String),
    });
    const members = await get('/member-config.json');
    expect(members.tiers.map((x: { memberType: number }) => x.memberType)).toEqual([2, 3, 4]);
  });

  it('answers 304 to a matching If-None-Match and reflects a change in the database', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/homepage-config.json' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/homepage-config.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.handle.db
      .updateTable('home_document')
      .set({ body: JSON.stringify({ data: [] }) })
      .where('name', '=', 'homepage-config')
      .execute();
    const changed = await t.app.inject({
      method: 'GET',
      url: '/homepage-config.json',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: [] });
  });

  it('keeps unknown config paths a JSON 404, not the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/v3/configs/nothing.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy dữ liệu bạn yêu cầu.');
  });

  it('lists 3 blog posts, newest first, without category 2122, in the WordPress shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/posts?per_page=3&categories_exclude=2122',
    });
    expect(res.statusCode).toBe(200);
    const posts = res.json();
    expect(posts).toHaveLength(3);
    expect(posts.every((p: { categories: number[] }) => !p.categories.includes(2122))).toBe(true);
    expect(posts[0].title.rendered).toBe('Gội đầu đúng cách: 5 bước ít người làm đủ');
    expect(posts[0].date >= posts[1].date).toBe(true);
    expect(posts[0].jetpack_featured_media_url).toMatch(/^\/images\/blog\/.+\.svg$/);
    expect(res.headers['x-wp-total']).toBe('4');
    const all = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=10' });
    expect(all.json()).toHaveLength(5);
  });

  it('refuses a bad blog query with a Vietnamese message', async () => {
    for (const qs of ['per_page=0', 'per_page=101', 'per_page=abc', 'categories_exclude=21x']) {
      const res = await t.app.inject({ method: 'GET', url: `/wp-json/wp/v2/posts?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toMatch(/không hợp lệ/);
    }
  });

  it('serves shop products of a group as data.meta.success and data.data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/web/product-groups/1/products' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.meta.success).toBe(true);
    expect(body.data.data.length).toBe(5);
    const first = body.data.data[0];
    expect(first).toMatchObject({
      name: 'Dầu gội bồ kết Moyo 300ml',
      price: 189000,
      listedPrice: 229000,
      isDiscount: true,
    });
    expect(first.featuredImage.url).toMatch(/^\/images\/products\//);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/web/product-groups/999/products' })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/web/product-groups/abc/products' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mã không hợp lệ.');
  });

  it("lists the month's 4 most liked style masters, and none in a month without photos", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stylemaster/top-like-in-month-pagesize-4' });
    const { data } = res.json();
    expect(data).toHaveLength(4);
    expect(data[0].totalLike).toBeGreaterThanOrEqual(data[1].totalLike);
    expect(data[0].stylistName).toBeTruthy();
    t.clock.now = new Date('2027-01-05T03:00:00Z');
    const later = await t.app.inject({ method: 'GET', url: '/api/stylemaster/top-like-in-month-pagesize-4' });
    expect(later.json().data).toEqual([]);
    t.clock.now = new Date('2026-11-23T03:00:00Z');
  });
});
