import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { PHONE } from './browser.ts';

// What a phone downloads on a first visit: the page opened in a fresh browser at 375 px with a phone's
// User-Agent (the server renders the narrow page for it), every response counted until the network has
// been idle, including the chunks the page fetches after hydration (the footer, the blocks, tracking…).
// Scripts are counted gzipped at level 9 (what the server's .gz files weigh; its .br ones are smaller),
// fonts as they are (woff2 is compressed already).

/** The pages with a first-load budget: the home and the booking's first step. */
export const FIRST_LOAD_PAGES = ['/', '/booking?salonId=0&phone=0&step=0'] as const;

/** The first-load budget of each page's scripts, gzipped bytes (the performance goal: 120 KB each). */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export interface LoadedFile {
  /** Path of the file on the site, e.g. /assets/index-abc.js. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  page: string;
  scripts: LoadedFile[];
  fonts: LoadedFile[];
  /** The scripts' code, to check what they carry (e.g. no English texts). */
  scriptText: string;
  scriptGzipBytes: number;
  fontBytes: number;
  /** Families the page has loaded (document.fonts, status 'loaded'). */
  loadedFontFamilies: string[];
}

/** Waits until no request starts for `quietMs` after the network is idle (lazy chunks, timers, idle callbacks). */
async function settle(page: Page, requests: () => number, quietMs = 1_000): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const before = requests();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(quietMs);
    if (requests() === before) return;
  }
  throw new Error(`${page.url()}: requests still starting after 10 rounds`);
}

/** The font families the page has loaded (document.fonts, status 'loaded'), each once. */
async function loadedFonts(page: Page): Promise<string[]> {
  const families = await page.evaluate(() => {
    const loaded: string[] = [];
    document.fonts.forEach((f) => {
      if (f.status === 'loaded') loaded.push(f.family.replace(/"/g, ''));
    });
    return loaded;
  });
  return [...new Set(families)];
}

/** Opens `path` as a phone's first visit and weighs every script and font it downloads to network idle. */
export async function measureFirstLoad(browser: Browser, baseUrl: string, path: string): Promise<FirstLoad> {
  const ctx = await browser.newContext({
    viewport: PHONE,
    userAgent: PHONE_USER_AGENT,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  try {
    const page = await ctx.newPage();
    const bodies: Promise<{ kind: string; path: string; body: Buffer }>[] = [];
    let requests = 0;
    page.on('request', () => {
      requests++;
    });
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'font') return;
      const url = new URL(response.url());
      bodies.push(response.body().then((body) => ({ kind, path: url.pathname, body })));
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await settle(page, () => requests);
    const loadedFontFamilies = await loadedFonts(page);
    const files = await Promise.all(bodies);
    const weigh = (kind: string): LoadedFile[] =>
      files
        .filter((f) => f.kind === kind)
        .map((f) => ({
          path: f.path,
          rawBytes: f.body.length,
          gzipBytes: gzipSync(f.body, { level: 9 }).length,
        }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const scripts = weigh('script');
    const fonts = weigh('font');
    return {
      page: path,
      scripts,
      fonts,
      scriptText: files
        .filter((f) => f.kind === 'script')
        .map((f) => f.body.toString('utf8'))
        .join('\n'),
      scriptGzipBytes: scripts.reduce((sum, f) => sum + f.gzipBytes, 0),
      fontBytes: fonts.reduce((sum, f) => sum + f.rawBytes, 0),
      loadedFontFamilies,
    };
  } finally {
    await ctx.close();
  }
}
