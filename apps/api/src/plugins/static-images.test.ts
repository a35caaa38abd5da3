import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toDdMmYyyy, todayInVietnam } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALON_IDS } from '../db/seed/salons.ts';
import { GROUPS, SERVICES } from '../db/seed/services.ts';
import { CONFIG_DOCUMENT_PATHS } from '../modules/home/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every image URL the API answers (salons, services, groups, stylists, home documents,
// banners, blog, products, campaigns) is a file of the web app that answers 200 image/*; a missing
// file answers 404, never the HTML page the browser cannot draw.
const PUBLIC = fileURLToPath(new URL('../../../web/public', import.meta.url));
const IMAGE_URL = /(?:https?:\/\/[^\s"'\\]+|\/[\w\-./%]+)\.(?:svg|webp|png|jpe?g|gif|avif)\b/gi;

function imageUrls(json: string): string[] {
  return [...json.matchAll(IMAGE_URL)].map((m) => m[0]);
}

describe('image files behind every image URL', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-images-'));
  beforeAll(async () => {
    // The build copies apps/web/public as is: the same files the site serves.
    cpSync(PUBLIC, dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    t = await createTestApp({ env: { WEB_DIST: dist }, serveWeb: true });
  });
  afterAll(() => t.close());

  const getJson = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  /** What the API answers, page by page, as the web app asks for it. */
  async function answeredUrls(): Promise<string[]> {
    const workDate = toDdMmYyyy(todayInVietnam(t.clock.now));
    const urls = [
      ...Object.keys(CONFIG_DOCUMENT_PATHS),
      '/api/v1/salons',
      '/api/v1/salons/top',
      '/api/v1/booking/salon-off?salonId=8',
      '/api/v1/service-booking/service-booking-v2?salonId=1',
      ...GROUPS.map((g) => `/api/v1/service-booking/detail-v2?salonId=1&groupId=${g.id}`),
      ...SALON_IDS.map((id) => `/api/v1/booking/stylists?salonId=${id}&workDate=${workDate}`),
      '/wp-json/wp/v2/posts?per_page=100',
      '/api/v1/web/product-groups/1/products',
      '/api/stylemaster/top-like-in-month-pagesize-4',
    ];
    const found: string[] = [];
    for (const url of urls) found.push(...imageUrls(await getJson(url)));
    return found;
  }

  /** Every stored image column, including staff favourites and campaign pictures no page lists yet. */
  async function storedUrls(): Promise<string[]> {
    const db = t.handle.db;
    const rows = await Promise.all([
      db.selectFrom('salon').select('images').execute(),
      db.selectFrom('service').select('images').execute(),
      db.selectFrom('service_group').select('banners').execute(),
      db.selectFrom('staff').select(['avatar', 'favorite_images']).execute(),
      db.selectFrom('service_next_step_rule').select('image').execute(),
      db.selectFrom('blog_post').select('featured_image').execute(),
      db.selectFrom('product').select('image').execute(),
      db.selectFrom('style_master_photo').select('image').execute(),
      db.selectFrom('campaign').select('image_url').execute(),
      db.selectFrom('home_document').selectAll().execute(),
    ]);
    return imageUrls(JSON.stringify(rows));
  }

  it('answers 200 image/* for every image URL of the API and of the stored content', async () => {
    const all = [...new Set([...(await answeredUrls()), ...(await storedUrls())])].sort();
    // Every salon, service, group and staff member (248) has a picture of its own.
    expect(all.filter((u) => u.startsWith('/images/staff/')).length).toBeGreaterThanOrEqual(240);
    expect(all.filter((u) => u.startsWith('/images/salons/salon-')).length).toBeGreaterThanOrEqual(47);
    expect(all.filter((u) => /^\/images\/services\/(service|group)-/.test(u)).length).toBe(
      SERVICES.length + GROUPS.length,
    );
    const failures: string[] = [];
    for (const url of all) {
      if (!url.startsWith('/')) {
        failures.push(`${url}: not a file of the site`);
        continue;
      }
      const res = await t.app.inject({ method: 'GET', url });
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode !== 200 || !type.startsWith('image/'))
        failures.push(`${url}: ${res.statusCode} ${type}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404, not the HTML page, for a missing file; app routes still get the page', async () => {
    for (const url of [
      '/images/staff/staff-99999.webp',
      '/images/salons/nope.svg',
      '/images/no-extension',
      '/assets/index-deadbeef.js',
      '/icons/nope.svg',
      '/logo-nope.png',
      '/booking/old-photo.jpg?v=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type']), url).not.toContain('text/html');
    }
    for (const url of ['/booking?salonId=0&phone=0&step=0', '/system-salon', '/gioi-thieu', '/khong-co']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-type']), url).toContain('text/html');
    }
  });
});
