import type { Browser, BrowserContext } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newContext } from './browser.ts';
import { TEST_NOW } from './clock.ts';
import { type RunningSite, startSite } from './server.ts';

const FAILURES = '/tmp/e2e-failures';

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
  // A failed journey says what each of its open pages showed (its address and text), and keeps a picture
  // of it in /tmp/e2e-failures: a failure on another machine (CI) can then be read from its log.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (!browser) return;
      await mkdir(FAILURES, { recursive: true });
      let n = 0;
      for (const ctx of browser.contexts()) {
        for (const page of ctx.pages()) {
          n += 1;
          const text = await page
            .locator('body')
            .innerText({ timeout: 1_000 })
            .catch(() => '(no text)');
          console.log(
            `[failed: ${task.name}] page ${n}: ${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 800)}`,
          );
          const file = `${FAILURES}/${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}-${n}.png`;
          await page.screenshot({ path: file, timeout: 2_000 }).catch(() => undefined);
        }
      }
    });
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
