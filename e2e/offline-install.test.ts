import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../apps/api/src/http/sessions.ts';
import { bookThroughApi, slotAt } from './support/api-booking.ts';
import { cspViolations, DESKTOP, logInContext, PHONE } from './support/browser.ts';
import { dayAfter, TEST_NOW } from './support/clock.ts';
import { sessionFor } from './support/login.ts';
import { useSite } from './support/site.ts';

// Installable and useful offline (decision 0142), in Chromium at 375 px. Lighthouse 13 has no PWA
// category any more: its installable criteria are checked here instead (a manifest with name,
// short_name, start_url, display standalone, theme and background colours and 192/512 px icons, one
// maskable; a service worker controlling the page; start_url answered offline). Then the success page
// opened offline after one visit, and a new build's service worker replacing the old one.

const SHOTS = '/tmp/offline-install-shots';
const webDist = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');

/** Width and height of a PNG (its IHDR chunk). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('installable and useful offline', () => {
  const { site, newContext } = useSite();

  async function bookedAndLoggedIn(local: string, hour = '14h10') {
    const token = await sessionFor(site, local, TEST_NOW);
    const bookingId = await bookThroughApi(site, token, {
      salonId: 1,
      phone: local,
      dateBook: dayAfter(TEST_NOW, 1).ddMmYyyy,
      bookHours: [{ bookHourId: await slotAt(site, 1, hour) }],
    });
    const salon = await site.handle.db
      .selectFrom('salon')
      .select(['name'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { token, bookingId, salonName: salon.name };
  }

  /** Waits until the service worker controls the page and has kept the shell. */
  async function controlled(page: Page) {
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              navigator.serviceWorker.controller !== null &&
              (await caches.keys()).some((k) => k.startsWith('moyo-shell-')),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  /** The booking as kept offline: salon, hour, the QR with its booking code, under the offline note. */
  async function savedBookingShown(where: Locator, salonName: string, hour: string, bookingCode: string) {
    await where.getByText(salonName).waitFor();
    await where.getByText(hour).waitFor();
    expect(await where.getByTestId('booking-code').textContent()).toBe(bookingCode);
    expect(await where.getByTestId('visit-day').getByRole('img').count()).toBe(1);
    await where
      .getByText('Bạn đang ngoại tuyến: đây là thông tin lịch hẹn đã lưu trên thiết bị này.')
      .waitFor();
  }

  it('links a complete manifest from every page, with icons that load (the installable criteria)', async () => {
    const ctx = await newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    for (const path of ['/', '/booking?salonId=1&step=0', '/booking/success?bookingId=1']) {
      await page.goto(`${site.baseUrl}${path}`);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    }
    const res = await fetch(`${site.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Moyo'),
      short_name: 'Moyo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5e4d',
      background_color: '#f6f7f5',
    });
    for (const size of [192, 512])
      expect(manifest.icons.some((i) => i.sizes === `${size}x${size}` && i.purpose === 'any')).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(`${site.baseUrl}${icon.src}`)).arrayBuffer());
      const [w] = icon.sizes.split('x').map(Number);
      expect(pngSize(png)).toEqual({ width: w, height: w });
    }
    const sw = await fetch(`${site.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await ctx.close();
  });

  it('after one visit the success page opens offline with the salon, the hour, the QR and the booking code; the start page too', async () => {
    const { token, bookingId, salonName } = await bookedAndLoggedIn('0915420101');
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    const url = `${site.baseUrl}/booking/success?bookingId=${bookingId}`;
    await page.goto(url);
    const details = page.getByTestId('booking-success');
    await details.getByText(salonName).waitFor();
    // The check-in card: its QR code and the booking code beside it.
    const bookingCode = (await page.getByTestId('booking-code').textContent()) ?? '';
    expect(bookingCode).not.toBe('');
    await controlled(page);
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toBe(`${site.baseUrl}/sw.js`);
    await expect
      .poll(() => page.evaluate(() => caches.has('moyo-my-booking')), { timeout: 15_000 })
      .toBe(true);

    // The opt-in to push reminders, under the reminders (the permission is asked only on its tap).
    await page.getByRole('button', { name: 'Nhận nhắc lịch bằng thông báo' }).waitFor();
    await page
      .screenshot({ path: `${SHOTS}/success-push-opt-in-375.png`, fullPage: true })
      .catch(() => undefined);
    await page.setViewportSize(DESKTOP);
    await page
      .screenshot({ path: `${SHOTS}/success-push-opt-in-1280.png`, fullPage: true })
      .catch(() => undefined);
    await page.setViewportSize(PHONE);

    await ctx.setOffline(true);
    await page.reload();
    await savedBookingShown(details, salonName, '14h10', bookingCode);
    await page
      .screenshot({ path: `${SHOTS}/success-offline-375.png`, fullPage: true })
      .catch(() => undefined);

    // A new tab (no session storage of the visit): the copy kept in the browser's storage.
    const fresh = await ctx.newPage();
    await fresh.goto(url);
    await fresh.getByTestId('booking-success').getByText(salonName).waitFor();
    await fresh.getByTestId('booking-success').getByText('14h10').waitFor();
    expect(await fresh.getByTestId('booking-code').textContent()).toBe(bookingCode);
    await fresh.setViewportSize(DESKTOP);
    await fresh
      .screenshot({ path: `${SHOTS}/success-offline-1280.png`, fullPage: true })
      .catch(() => undefined);

    // The manifest's start_url answers offline (the installable check Lighthouse made).
    const start = await fresh.goto(`${site.baseUrl}/`);
    expect(start?.status()).toBe(200);
    expect(start?.fromServiceWorker()).toBe(true);

    // The worker's caches hold files and shared pages, never an API answer.
    const kept = await fresh.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        if (name.startsWith('moyo-shell-'))
          for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(kept).toContain('/booking/success');
    expect(kept.filter((u) => u.startsWith('/api/'))).toEqual([]);
    expect(await cspViolations(fresh)).toEqual([]);
    await ctx.close();
  });

  it("the account's upcoming booking opens offline for its own phone, never for another phone logged in after", async () => {
    // Its own hour: the other tests' bookings take the salon's stylists around 14h10.
    const { token, salonName } = await bookedAndLoggedIn('0915420104', '10h10');
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    // The account once online (no success page opened in this browser).
    await page.goto(`${site.baseUrl}/`);
    const upcoming = page.getByTestId('upcoming-bookings');
    await upcoming.getByText(salonName).waitFor();
    const bookingCode = (await upcoming.getByTestId('booking-code').textContent()) ?? '';
    expect(bookingCode).not.toBe('');
    await controlled(page);
    const keptUpcoming = () =>
      page.evaluate(async () => {
        const kept = await (await caches.open('moyo-my-booking')).match('/offline/account/upcoming');
        return kept ? ((await kept.json()) as { phone: string }).phone : null;
      });
    await expect.poll(keptUpcoming, { timeout: 15_000 }).toMatch(/915420104$/);

    await ctx.setOffline(true);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.reload();
    await savedBookingShown(upcoming, salonName, '10h10', bookingCode);
    await upcoming.screenshot({ path: `${SHOTS}/account-offline-375.png` });
    await page.screenshot({ path: `${SHOTS}/account-offline-page-375.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await upcoming.screenshot({ path: `${SHOTS}/account-offline-1280.png` });
    // The whole page drawn (its footer and lower blocks loaded from the shell), the booking still there.
    await upcoming.getByText(salonName).waitFor();
    expect(pageErrors).toEqual([]);
    await page.setViewportSize(PHONE);

    // Another customer logs in on this browser (online: the login's own GET /auth/me answers), then
    // the network goes before their list was read.
    await ctx.setOffline(false);
    const other = await site.handle.db
      .insertInto('customer')
      .values({ phone: '+84915420105', registered_at: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logInContext(ctx, site.baseUrl, await createSession(site.handle.db, other.id, TEST_NOW));
    const second = await ctx.newPage();
    const me = second.waitForResponse((r) => r.url().endsWith('/api/v1/auth/me') && r.ok());
    await second.goto(`${site.baseUrl}/system-salon`);
    await me;
    // Another phone answered: the first customer's copies are gone from this browser.
    const keptMe = () =>
      second.evaluate(async () => {
        const kept = await (await caches.open('moyo-my-booking')).match('/offline/account/me');
        return kept ? ((await kept.json()) as { data: { userInfo: { phoneNumber: string } } }) : null;
      });
    await expect.poll(async () => (await keptMe())?.data.userInfo.phoneNumber).toMatch(/915420105$/);
    const upcomingCopy = await second.evaluate(async () =>
      (await caches.open('moyo-my-booking')).match('/offline/account/upcoming').then((r) => r !== undefined),
    );
    expect(upcomingCopy).toBe(false);
    await ctx.setOffline(true);
    let listFailures = 0;
    second.on('requestfailed', (r) => {
      if (r.url().endsWith('/api/v1/booking/my')) listFailures += 1;
    });
    await second.goto(`${site.baseUrl}/`);
    // Offline the page knows who is logged in (its last answer): the second customer, whose list is asked.
    await second.getByTestId('user-menu').waitFor();
    await second.getByTestId('booking-lookup').waitFor();
    // No copy answers for this phone, so the list call fails twice (the app's one retry) and ends empty.
    await expect.poll(() => listFailures, { timeout: 10_000 }).toBe(2);
    expect(await second.getByTestId('upcoming-bookings').count()).toBe(0);
    expect(await second.getByText(salonName).count()).toBe(0);
    expect(await second.getByTestId('booking-code').count()).toBe(0);
    await ctx.close();
  });

  it('asks the browser for notifications only when the opt-in is tapped', async () => {
    const { token, bookingId } = await bookedAndLoggedIn('0915420103');
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    // Counts the permission prompts; this browser refuses them (no permission granted to the context).
    await ctx.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification);
      const counter = { n: 0 };
      Object.defineProperty(window, '__permissionAsks', { value: counter });
      Notification.requestPermission = () => {
        counter.n += 1;
        return ask();
      };
    });
    const asks = (page: Page) =>
      page.evaluate(() => (window as unknown as { __permissionAsks: { n: number } }).__permissionAsks.n);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${bookingId}`);
    const button = page.getByRole('button', { name: 'Nhận nhắc lịch bằng thông báo' });
    await button.waitFor();
    expect(await asks(page)).toBe(0);
    await button.click();
    await page.getByText('Trình duyệt đã chặn thông báo: lời nhắc vẫn đến qua Zalo hoặc SMS.').waitFor();
    expect(await asks(page)).toBe(1);
    // Refused: nothing stored, the reminders keep their channel.
    const rows = await site.handle.db.selectFrom('push_subscription').selectAll().execute();
    expect(rows.filter((r) => r.booking_id === bookingId)).toEqual([]);
    await ctx.close();
  });

  it('a new build installs its worker by itself, takes over the page and deletes the old cache', async () => {
    const { token, bookingId } = await bookedAndLoggedIn('0915420102');
    const ctx = await newContext({ viewport: PHONE });
    await logInContext(ctx, site.baseUrl, token);
    const page = await ctx.newPage();
    await page.goto(`${site.baseUrl}/booking/success?bookingId=${bookingId}`);
    await controlled(page);
    const file = join(webDist, 'sw.js');
    const original = readFileSync(file, 'utf8');
    const version = /const BUILD_VERSION = "([^"]+)"/.exec(original)?.[1];
    expect(version).toBeTruthy();
    const before = await page.evaluate(() => caches.keys());
    expect(before).toContain(`moyo-shell-${version}`);
    try {
      // The next deploy: another build's worker (its precompressed copies removed so the new file is sent).
      writeFileSync(file, original.replace(`"${version}"`, `"${version}-next"`));
      for (const ext of ['.br', '.gz']) rmSync(`${file}${ext}`, { force: true });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const changed = new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
        await registration.update();
        await changed;
        // Activated once its activate step (the old caches' deletion) is done.
        const worker = navigator.serviceWorker.controller!;
        if (worker.state !== 'activated')
          await new Promise<void>((r) =>
            worker.addEventListener('statechange', () => worker.state === 'activated' && r()),
          );
      });
      // Activated: the old build's cache is gone, the new one's kept.
      const keys = await page.evaluate(() => caches.keys());
      expect(keys).toContain(`moyo-shell-${version}-next`);
      expect(keys).not.toContain(`moyo-shell-${version}`);
      // The customer's own copy is not the worker's to delete.
      expect(await page.evaluate(() => caches.has('moyo-my-booking'))).toBe(true);
    } finally {
      writeFileSync(file, original);
    }
    await ctx.close();
  });
});
