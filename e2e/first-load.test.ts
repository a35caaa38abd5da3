import { describe, expect, it } from 'vitest';
import { cspViolations, DESKTOP, newContext, PHONE } from './support/browser.ts';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_PAGES, measureFirstLoad } from './support/first-load.ts';
import { useSite } from './support/site.ts';

// 2026-11-23 10:00 in Hà Nội.
const NOW = new Date('2026-11-23T03:00:00Z');
const BRAND_FONT = 'Be Vietnam Pro';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first load of a phone', () => {
  const { site, browser } = useSite({ now: NOW });

  it('downloads at most 120 KB gzipped of scripts on / and /booking, counted to network idle at 375 px', async () => {
    for (const page of FIRST_LOAD_PAGES) {
      const load = await measureFirstLoad(browser, site.baseUrl, page);
      // Chunks fetched after hydration are counted too: the route's own chunk, the screen-view tracking.
      expect(load.scripts.map((s) => s.path).join(' '), page).toMatch(/\/assets\/tracking-[\w-]+\.js/);
      expect(
        load.scriptGzipBytes,
        `${page}: ${kb(load.scriptGzipBytes)} in ${load.scripts.length} files: ${load.scripts
          .map((s) => `${s.path} ${kb(s.gzipBytes)}`)
          .join(', ')}`,
      ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    }
  });

  it('carries the Vietnamese texts only: English loads when a visitor asks for it', async () => {
    for (const page of FIRST_LOAD_PAGES) {
      const { scriptText } = await measureFirstLoad(browser, site.baseUrl, page);
      expect(scriptText, page).toContain('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
      expect(scriptText, page).not.toContain('Please enter a valid phone number for us!');
      expect(scriptText, page).not.toContain('Enter your phone to book');
    }
  });

  it('draws / and /booking in the brand typeface, its regular and semi-bold weights in two files each', async () => {
    for (const page of FIRST_LOAD_PAGES) {
      const load = await measureFirstLoad(browser, site.baseUrl, page);
      expect(load.loadedFontFamilies, page).toContain(BRAND_FONT);
      // Vietnamese text needs the latin and vietnamese parts of each weight, never latin-ext.
      expect(load.fonts.map((f) => f.path.replace(/(-normal)-[\w-]+\.woff2$/, '$1')).sort(), page).toEqual([
        '/assets/be-vietnam-pro-latin-400-normal',
        '/assets/be-vietnam-pro-latin-600-normal',
        '/assets/be-vietnam-pro-vietnamese-400-normal',
        '/assets/be-vietnam-pro-vietnamese-600-normal',
      ]);
      expect(load.fontBytes, page).toBeLessThanOrEqual(80 * 1024);
    }
    for (const viewport of [PHONE, DESKTOP]) {
      const ctx = await newContext(browser, { viewport });
      const tab = await ctx.newPage();
      for (const page of FIRST_LOAD_PAGES) {
        await tab.goto(`${site.baseUrl}${page}`);
        await tab.evaluate(() => document.fonts.ready);
        const drawn = await tab.evaluate((family) => {
          // The brand font's faces this page has loaded (both weights, latin and vietnamese parts each).
          const faces: string[] = [];
          document.fonts.forEach((f) => {
            if (f.family.replace(/"/g, '') === family && f.status === 'loaded') faces.push(f.weight);
          });
          return {
            faces: faces.sort(),
            heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
          };
        }, BRAND_FONT);
        expect(drawn, `${page} at ${viewport.width} px`).toEqual({
          faces: ['100 500', '100 500', '600 900', '600 900'],
          heading: expect.stringMatching(/^"Be Vietnam Pro"/),
        });
        expect(await cspViolations(tab), page).toEqual([]);
      }
      await ctx.close();
    }
  });

  it('loads and hydrates the footer once the visitor scrolls, not before', async () => {
    const ctx = await newContext(browser, { viewport: PHONE });
    const page = await ctx.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${site.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('/footer-'))).toEqual([]);
    // The server's footer is there from the first paint, its links plain links until hydrated.
    expect(await page.locator('footer.footer').count()).toBe(1);
    expect(await page.getByTestId('floating-buttons').getAttribute('data-shown')).toBe('false');
    // Past half a screen the floating buttons (hotline, messenger, back to top) show: the footer's code runs.
    await page.mouse.wheel(0, 600);
    await page.locator('[data-testid="floating-buttons"][data-shown="true"]').waitFor();
    expect(scripts.some((s) => /\/assets\/footer-[\w-]+\.js$/.test(s))).toBe(true);
    await ctx.close();
  });

  it('loads the footer without a scroll when the visitor moves, the page is drawn in the browser or its footer is dropped', async () => {
    // The footer's own chunk (footer-<8-character hash>.js), not its salon list's (footer-salons-…), which
    // loads on its own when the list is seen: counted together they made 2 whenever the list came first.
    const isFooterCode = (url: string) => /\/assets\/footer-[\w-]{8}\.js$/.test(new URL(url).pathname);
    for (const [start, moves] of [
      ['/', true],
      // Drawn in the browser.
      ['/?lang=en', false],
      // A desktop browser at 375 px: the server guessed a wide page, the booking hides the floating
      // buttons on a narrow one, so React drops the server's footer at hydration and must draw it.
      ['/booking?salonId=0&phone=0&step=0', false],
    ] as const) {
      const ctx = await newContext(browser, { viewport: PHONE });
      const page = await ctx.newPage();
      const requested: string[] = [];
      page.on('request', (r) => isFooterCode(r.url()) && requested.push(r.url()));
      await page.goto(`${site.baseUrl}${start}`);
      if (moves) {
        await page.waitForLoadState('networkidle');
        expect(requested, start).toEqual([]);
        // On a phone the booking hides the floating buttons: the footer's props change before it is hydrated.
        await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0938123456');
        await page.getByRole('button', { name: 'ĐẶT LỊCH NGAY' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'TIẾP TỤC' }).click();
        await page.waitForURL(/\/booking/);
        // The move reaches the footer's links, so it waits for the footer to hydrate: it must not wait for a scroll.
        await page.getByRole('heading', { name: 'Đặt lịch giữ chỗ' }).waitFor();
      }
      await expect.poll(() => requested.length, { message: start }).toBe(1);
      await page.locator('footer.footer').waitFor();
      await ctx.close();
    }
  });
});
