import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newContext } from './browser.ts';
import { TEST_NOW } from './clock.ts';
import { type RunningSite, startSite } from './server.ts';

type ContextOptions = Omit<NonNullable<Parameters<typeof newContext>[1]>, 'now'>;

/**
 * The fixture of a browser-test file: beforeAll starts the server (a copy of the seeded database,
 * see server.ts) and Chromium, afterAll closes both. Call it at the top of the describe block:
 *
 *   const { site, browser, newContext } = useSite({ now: vietnamTime('09:00') });
 *
 * The server's clock is fixed at `now` (TEST_NOW when not given: clock.ts), never the machine's;
 * a test moves it by setting site.clock.now. newContext(opts) opens a browser context whose pages
 * read the server's clock of that moment, so page and server agree on today and the minute.
 *
 * `site` and `browser` stand for the ones beforeAll starts, so tests and later hooks use them as
 * they are (site.baseUrl, browser.newContext(...)); reading them before beforeAll has run throws.
 */
export function useSite(opts: Parameters<typeof startSite>[0] = {}): {
  site: RunningSite;
  browser: Browser;
  newContext: (opts?: ContextOptions) => Promise<BrowserContext>;
} {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite({ now: TEST_NOW, ...opts });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const siteStandIn = standIn<RunningSite>('site', () => site);
  const browserStandIn = standIn<Browser>('browser', () => browser);
  return {
    site: siteStandIn,
    browser: browserStandIn,
    newContext: (o = {}) => newContext(browserStandIn, { ...o, now: siteStandIn.clock.now }),
  };
}

/** An object that forwards every read and write to current(); methods keep their real `this`. */
function standIn<T extends object>(name: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`useSite: ${name} is started in beforeAll; use it inside a test or hook`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const real = target();
      const value = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
  });
}
