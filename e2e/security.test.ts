import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, PHONE } from './support/browser.ts';
import { useSite } from './support/site.ts';

// In the browser: the strict CSP blocks nothing the site itself does (server-rendered
// pages, hydration, lazy chunks, popups), and the site refuses to show inside another site's frame.

const ROUTES = [
  '/',
  '/booking?salonId=0&phone=0&step=0',
  '/booking?salonId=0&phone=0&step=1',
  '/booking-at-home',
  '/system-salon',
  '/gioi-thieu',
  '/chinh-sach-bao-mat',
  '/dieu-kien-giao-dich-chung',
  '/save-location',
  '/vong-quay-may-man',
];

describe('security headers in Chromium', () => {
  const { site, newContext } = useSite();
  let framer: Server;
  let framerUrl = '';
  beforeAll(async () => {
    // Another origin (another port) that tries to show the site in a frame.
    framer = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><title>framer</title><iframe id="f" src="${site.baseUrl}/" width="400" height="300"></iframe>`,
      );
    });
    await new Promise<void>((r) => framer.listen(0, '127.0.0.1', r));
    framerUrl = `http://localhost:${(framer.address() as AddressInfo).port}/`;
  });
  afterAll(() => {
    framer?.close();
  });

  it('loads and hydrates every route, and opens the login popup, with no CSP violation', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const ctx = await newContext({ viewport });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      for (const route of ROUTES) {
        await page.goto(`${site.baseUrl}${route}`);
        expect(await cspViolations(page), `${route} at ${viewport.width}`).toEqual([]);
      }
      // Lazy chunks and the login popup under the same policy.
      await page.goto(`${site.baseUrl}/`);
      await page.getByTestId('login-button').click();
      await page.getByRole('dialog').waitFor();
      expect(await cspViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('refuses to render inside a cross-origin frame', async () => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    await page.goto(framerUrl);
    await page.waitForTimeout(500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with an error page: the site's root never appears in it.
    const hasSite = frame
      ? await frame.evaluate(() => Boolean(document.getElementById('root'))).catch(() => false)
      : false;
    expect(hasSite).toBe(false);
    await ctx.close();
  });
});
