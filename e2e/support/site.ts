import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningSite, startSite } from './server.ts';

/**
 * The fixture of a browser-test file: beforeAll starts the server (a copy of the seeded database,
 * see server.ts) and Chromium, afterAll closes both. Call it at the top of the describe block:
 *
 *   const { site, browser } = useSite({ now: NOW });
 *
 * `site` and `browser` stand for the ones beforeAll starts, so tests and later hooks use them as
 * they are (site.baseUrl, browser.newContext(...)); reading them before beforeAll has run throws.
 */
export function useSite(opts: Parameters<typeof startSite>[0] = {}): { site: RunningSite; browser: Browser } {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite(opts);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    site: standIn<RunningSite>('site', () => site),
    browser: standIn<Browser>('browser', () => browser),
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
