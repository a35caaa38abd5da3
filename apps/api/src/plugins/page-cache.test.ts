import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../http/auth.ts';
import { createSession } from '../http/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { pageUrlKey } from './page-cache.ts';

// Rendered pages are kept per variant (decision 0120). The render bundle here stands in for the web's
// entry-server: it counts its renders, draws the device class, the home configuration's first title and,
// if the server let it see one, the logged-in customer (it asks /api/v1/auth/me like a page would).
const dist = mkdtempSync(join(tmpdir(), 'page-cache-dist-'));
mkdirSync(join(dist, 'ssr'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(dist, 'ssr', 'entry-server.js'),
  `
export function deviceClass(ua) { return /Mobile/.test(ua ?? '') ? 'narrow' : 'wide'; }
export async function renderPage({ url, userAgent, transport }) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  const config = JSON.parse(await (await transport('/homepage-config.json', {})).text());
  const me = await transport('/api/v1/auth/me', {});
  const who = me.status === 200 ? await me.text() : 'anonymous';
  const html = '<main data-device="' + deviceClass(userAgent) + '">' + config.data[0].title + ' ' +
    url.replace(/[<&"]/g, '') + ' ' + who.replace(/</g, '') + '</main><script>reveal(1)</script>';
  return { html, state: { n: globalThis.__renders } };
}
`,
);

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36';
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('cached server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist } });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP_UA, ...headers } });

  it('renders a variant once and serves the same bytes, script hashes and ETag from the cache', async () => {
    const first = await get('/gioi-thieu');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('data-device="wide"');
    const after = renders();
    const again = await get('/gioi-thieu?utm_source=zalo');
    expect(renders()).toBe(after);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The page's inline script stays allowed by its hash, cached or not.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    const revalidated = await get('/gioi-thieu', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps another device class and another query apart', async () => {
    const desktop = await get('/booking?salonId=1');
    const count = renders();
    const phone = await get('/booking?salonId=1', { 'user-agent': PHONE_UA });
    expect(renders()).toBe(count + 1);
    expect(phone.body).toContain('data-device="narrow"');
    expect(phone.headers.etag).not.toBe(desktop.headers.etag);
    expect(phone.headers.vary).toContain('User-Agent');
    await get('/booking?salonId=2');
    expect(renders()).toBe(count + 2);
    // English is drawn by the browser, never from a Vietnamese copy.
    const english = await get('/booking?salonId=1&lang=en');
    expect(english.body).not.toContain('<main');
  });

  it('drops the kept pages when the home configuration changes', async () => {
    const before = await get('/');
    const count = renders();
    await t.handle.db
      .updateTable('home_document')
      .set({
        body: JSON.stringify({ data: [{ order: 1, layout: 'service', title: 'Tiêu đề mới', list: [] }] }),
      })
      .where('name', '=', 'homepage-config')
      .execute();
    const after = await get('/');
    expect(renders()).toBe(count + 1);
    expect(after.body).toContain('Tiêu đề mới');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A salon's change drops them too.
    await t.handle.db.updateTable('salon').set({ name: 'Moyo Đổi Tên' }).where('id', '=', 1).execute();
    await get('/');
    expect(renders()).toBe(count + 2);
  });

  it('gives two logged-in customers the same anonymous page, with neither one in it', async () => {
    const tokens: string[] = [];
    for (const [phone, name] of [
      ['+84911000111', 'Nguyễn Khách Một'],
      ['+84911000222', 'Trần Khách Hai'],
    ] as const) {
      const { id } = await t.handle.db
        .insertInto('customer')
        .values({ phone, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      tokens.push(await createSession(t.handle.db, id, t.clock.now));
    }
    const pages = [];
    for (const token of tokens) {
      const me = await get('/api/v1/auth/me', { cookie: `${TOKEN_COOKIE}=${token}` });
      expect(me.statusCode).toBe(200);
      pages.push(
        await get('/gioi-thieu', {
          cookie: `${TOKEN_COOKIE}=${token}`,
          authorization: `Bearer ${token}`,
        }),
      );
    }
    const [a, b] = pages.map((p) => p.body);
    expect(a).toBe(b);
    for (const secret of ['Khách', '0911000', '911000111', '911000222', ...tokens]) {
      expect(a).not.toContain(secret);
    }
    expect(a).toContain('anonymous');
  });
});

describe('the part of a URL that picks a cached page', () => {
  it('sorts the query and leaves campaign tags out', () => {
    expect(pageUrlKey('/booking?step=0&salonId=3&utm_source=zalo&fbclid=x')).toBe(
      '/booking?salonId=3&step=0',
    );
    expect(pageUrlKey('/?gclid=1')).toBe('/');
    expect(pageUrlKey('/lookbook')).toBe('/lookbook');
  });
});
