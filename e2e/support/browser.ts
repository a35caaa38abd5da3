import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this machine's closed network needs (Playwright gives it a fresh profile). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/** Resolves once the app has mounted (html[data-app-ready]); at once on a page that is not the app. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
  );
}

/**
 * The home's lookup by phone once its code has hydrated it (a lazily loaded part: before that, typing
 * and taps land on the server's inert copy).
 */
export async function readyLookup(page: Page): Promise<Locator> {
  const lookup = page.locator('[data-testid="booking-lookup"][data-ready]');
  await lookup.waitFor();
  return lookup;
}

/**
 * Home's configured blocks once their code has hydrated them (a lazily loaded part: before that, taps
 * on a video or a shop tab land on the server's inert copy).
 */
export async function readyHomeBlocks(page: Page): Promise<Locator> {
  const blocks = page.locator('[data-testid="home-blocks"][data-ready]');
  await blocks.waitFor({ state: 'attached' });
  return blocks;
}

/**
 * The lookup by phone of `local` ('09…'), once the lookup is ready, and once it has answered (the
 * owner's card, the masked line, 'not booked' or an error): the lookup, to read its answer in.
 */
export async function lookUpPhone(page: Page, local: string): Promise<Locator> {
  const lookup = await readyLookup(page);
  await lookup.getByRole('textbox').fill(local);
  await lookup.getByRole('button', { name: 'Tra cứu' }).click();
  // A tap that went nowhere fails here, apart from an answer that is not the one expected.
  await lookup
    .locator('[data-testid="booking-card"], .lookup__masked, .lookup__empty, [role="alert"]')
    .first()
    .waitFor();
  return lookup;
}

// E2E_CPU_SLOWDOWN=6 runs every page's scripts six times slower, as a cheap phone or a loaded CI machine
// would: it brings out the races a fast machine hides (a tap on the server's copy before hydration).
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN) || 1;

async function slowDown(ctx: BrowserContext, page: Page): Promise<void> {
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

// E2E_JITTER_MS=1500 delays every script and API answer by a random 0-1500 ms, as a busy network
// does: parts of a page then hydrate and answer in another order each run.
const JITTER_MS = Number(process.env.E2E_JITTER_MS) || 0;

async function jitter(ctx: BrowserContext): Promise<void> {
  await ctx.route(/\.js$|\/api\//, async (route) => {
    await new Promise((done) => setTimeout(done, Math.random() * JITTER_MS));
    await route.fallback();
  });
}

export async function newContext(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    geolocation?: { latitude: number; longitude: number };
    /** The device's clock, fixed at this instant in every page (the server's `now`: useSite's newContext). */
    now?: Date;
  } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    ...(opts.geolocation ? { geolocation: opts.geolocation, permissions: ['geolocation'] } : {}),
  });
  ctx.setDefaultTimeout(15_000);
  if (JITTER_MS > 0) await jitter(ctx);
  // Fixed like the server's clock, so page and server agree on today and the minute; timers still run.
  if (opts.now) await ctx.clock.setFixedTime(opts.now);
  // Every page records what the Content-Security-Policy blocked (cspViolations reads it).
  await ctx.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  // Pages arrive drawn by the server and answer clicks once hydrated: every goto waits for that, as a
  // person waits for a page to respond, so a test never clicks a button that has no handler yet.
  ctx.on('page', (page) => {
    if (CPU_SLOWDOWN > 1) void slowDown(ctx, page);
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
  });
  return ctx;
}

const axeSource: string = (() => {
  const require = createRequire(import.meta.url);
  return require('axe-core').source as string;
})();

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.1 A and AA) in the page and returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an injected <script> would be (rightly) blocked by the CSP.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    });
    return result.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** Logs a context in as the holder of `token`, as a login does: the HttpOnly cookie and its readable hint. */
export async function logInContext(ctx: BrowserContext, baseUrl: string, token: string): Promise<void> {
  await ctx.addCookies([
    { name: 'accessToken', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: 'loggedIn', value: '1', url: baseUrl, sameSite: 'Lax' },
  ]);
}

/** What the Content-Security-Policy blocked on this page so far (recorded by newContext). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  ]);
}
