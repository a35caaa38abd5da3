import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import type { RunningSite } from './support/server.ts';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { useSite } from './support/site.ts';

// Server-side rendering (docs/decisions/0091): landing pages arrive drawn, with their data, and hydrate.

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

async function html(site: RunningSite, path: string, userAgent = DESKTOP_UA): Promise<string> {
  const res = await fetch(`${site.baseUrl}${path}`, { headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The part of the page the server drew inside #root. */
function rootOf(page: string): string {
  const start = page.indexOf('<div id="root">');
  const end = page.indexOf('<script id="ssr-state"');
  return start >= 0 && end > start ? page.slice(start, end) : '';
}

/** Console messages React prints when the first browser render differs from the server's HTML. */
function watchHydration(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) found.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => found.push(e.message));
  return found;
}

describe('pages drawn on the server', () => {
  const { site, browser, newContext } = useSite();

  it('sends / with the banner list for the device, the blocks from the database and the state to hydrate', async () => {
    const phone = rootOf(await html(site, '/', PHONE_UA));
    expect(phone).toContain('data-list="mobile"');
    expect(phone).toContain('/images/banners/banner-1-mobile.svg');
    expect(phone).toContain('ĐẶT LỊCH NGAY');
    const desktopPage = await html(site, '/');
    expect(rootOf(desktopPage)).toContain('data-list="web"');
    expect(desktopPage).toContain('<script id="ssr-state" type="application/json">');
    // The stylesheet is inlined and the scripts are requested after the first paint: it waits for nothing else.
    expect(desktopPage).toContain('<style>');
    expect(desktopPage).not.toContain('<script type="module"');
    expect(desktopPage).not.toContain('rel="modulepreload"');
    // …and it comes compressed (docs/decisions/0092).
    const compressed = await fetch(`${site.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(rootOf(await compressed.text())).toContain('data-list="web"');
    const row = await site.handle.db
      .selectFrom('home_document')
      .select('body')
      .where('name', '=', 'homepage-config')
      .executeTakeFirstOrThrow();
    const titles = (row.body as { data: { title: string }[] }).data.map((b) => b.title);
    expect(titles.length).toBeGreaterThan(0);
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    for (const title of titles.slice(0, 3)) expect(rootOf(desktopPage)).toContain(escaped(title));
  });

  it('draws a configuration change made in the database in the next page it sends', async () => {
    const row = await site.handle.db
      .selectFrom('home_document')
      .select('body')
      .where('name', '=', 'homepage-config')
      .executeTakeFirstOrThrow();
    const config = row.body as { data: { layout: string; title: string }[] };
    const changed = {
      ...config,
      data: config.data.map((b, i) => (i === 0 ? { ...b, title: 'Ưu đãi gội đầu mùa đông' } : b)),
    };
    await site.handle.db
      .updateTable('home_document')
      .set({ body: JSON.stringify(changed) })
      .where('name', '=', 'homepage-config')
      .execute();
    try {
      expect(rootOf(await html(site, '/'))).toContain('Ưu đãi gội đầu mùa đông');
    } finally {
      await site.handle.db
        .updateTable('home_document')
        .set({ body: JSON.stringify(config) })
        .where('name', '=', 'homepage-config')
        .execute();
    }
    expect(rootOf(await html(site, '/'))).not.toContain('Ưu đãi gội đầu mùa đông');
  });

  it('sends two logged-in customers the same cached anonymous page, with neither one in it (decision 0120)', async () => {
    const customers = [
      { phone: '+84911000333', name: 'Lê Thị Khách Ba' },
      { phone: '+84911000444', name: 'Phạm Văn Khách Bốn' },
    ];
    const cookies: string[] = [];
    for (const c of customers) {
      const { id } = await site.handle.db
        .insertInto('customer')
        .values({ ...c, registered_at: site.clock.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      cookies.push(`accessToken=${await createSession(site.handle.db, id, site.clock.now)}`);
    }
    for (const path of ['/', '/booking']) {
      const pages = [];
      for (const cookie of cookies) {
        const res = await fetch(`${site.baseUrl}${path}`, { headers: { cookie, 'user-agent': PHONE_UA } });
        expect(res.status).toBe(200);
        pages.push({ body: await res.text(), etag: res.headers.get('etag') });
      }
      expect(pages[1]?.body).toBe(pages[0]?.body);
      expect(pages[1]?.etag).toBe(pages[0]?.etag);
      for (const secret of ['Khách Ba', 'Khách Bốn', '911000333', '911000444', '0911000']) {
        expect(pages[0]?.body).not.toContain(secret);
      }
      // …and it is the page an anonymous visitor gets.
      const anonymous = await fetch(`${site.baseUrl}${path}`, { headers: { 'user-agent': PHONE_UA } });
      expect(await anonymous.text()).toBe(pages[0]?.body);
    }
  });

  it('shows the first screen of / and /booking with scripts turned off', async () => {
    const ctx = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, userAgent: PHONE_UA });
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    expect(await page.getByTestId('banner').locator('img').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).isVisible()).toBe(true);
    await page.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
    expect(await page.getByRole('heading', { name: '2. Chọn dịch vụ:' }).isVisible()).toBe(true);
    await ctx.close();
  });

  for (const [name, viewport, userAgent] of [
    ['375 px', PHONE, PHONE_UA],
    ['1280 px', DESKTOP, DESKTOP_UA],
  ] as const) {
    it(`hydrates / and /booking at ${name} without a mismatch, then answers`, async () => {
      const ctx = await browser.newContext({ viewport, userAgent, locale: 'vi-VN' });
      const page = await ctx.newPage();
      const problems = watchHydration(page);
      for (const path of ['/', '/booking?salonId=0&phone=0&step=0', '/gioi-thieu']) {
        await page.goto(`${site.baseUrl}${path}`);
        await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      }
      await page.goto(`${site.baseUrl}/`);
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
      expect(await page.getByRole('alert').textContent()).toContain('Lỗi');
      expect(problems).toEqual([]);
      await ctx.close();
    });
  }

  it('hydrates /booking over a saved booking draft and keeps the draft', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    const problems = watchHydration(page);
    await page.goto(`${site.baseUrl}/booking?salonId=0&phone=0&step=0`);
    // A draft this tab saved earlier: the server draws a blank draft, hydration must match it, and the
    // browser then shows the saved one without losing it.
    const saved = await page.evaluate(() => {
      const draft = {
        persons: [
          {
            index: 0,
            phone: '0912345678',
            dateBook: '01-01-2099',
            dateChosenByUser: true,
            stylist: null,
            skinnerId: null,
            salon: null,
            chosenService: [],
            hour: null,
            campaign: [],
            note: 'Gội nhẹ tay',
            receiveAdvice: true,
            littleAdvice: false,
            acceptMakePhoto: true,
            numberPersons: 0,
            allowChange: false,
          },
        ],
        current: 0,
        changingBookingId: null,
      };
      sessionStorage.setItem('booking-draft-v1', JSON.stringify(draft));
      return JSON.stringify(draft);
    });
    await page.reload();
    expect(problems).toEqual([]);
    expect(
      await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('booking-draft-v1') ?? '{}').persons[0].note,
      ),
    ).toBe(JSON.parse(saved).persons[0].note);
    await ctx.close();
  });

  it('draws in the browser what needs the visitor: a booking being changed, the success page, English', async () => {
    for (const path of ['/booking?changeBookingId=1', '/booking/success?bookingId=1', '/?lang=en']) {
      expect(await html(site, path), path).not.toContain('id="ssr-state"');
    }
    const ctx = await newContext();
    await ctx.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await ctx.newPage();
    const problems = watchHydration(page);
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    expect(problems).toEqual([]);
    await ctx.close();
  });

  it('switches a hydrated page to English and back, and remembers the choice', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/`);
    const nav = page.getByRole('navigation').first();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'VI', exact: true }).click();
    await nav.getByRole('link', { name: 'Trang chủ' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('vi');
    await ctx.close();
  });

  it('never sends its render bundle or build manifest to browsers', async () => {
    // A path that names a file answers 404 when no file is served there (decision 0104).
    const res = await fetch(`${site.baseUrl}/ssr/entry-server.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('renderPage');
    const manifest = await fetch(`${site.baseUrl}/.vite/manifest.json`);
    expect(await manifest.text()).not.toContain('src/routes/');
  });

  it("preloads the page's own route chunk with the app", async () => {
    expect(await html(site, '/')).toMatch(/"\/assets\/home-page-[\w-]+\.js"/);
    expect(await html(site, '/booking')).toMatch(/"\/assets\/booking-page-[\w-]+\.js"/);
  });
});
