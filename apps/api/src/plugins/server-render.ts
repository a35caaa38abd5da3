import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { todayInVietnam } from '@salon/domain';
import { contentVersionOf } from '../db/content-version.ts';
import { loggableUrl } from '../http/access-log.ts';
import { type CachedPage, createPageCache, pageUrlKey } from './page-cache.ts';
import {
  type BuildManifest,
  routeChunkFiles,
  withInlineStyles,
  withScriptsAfterPaint,
} from './page-template.ts';
import { inlineScriptHashes } from './security-headers.ts';

// Server-side rendering (docs/decisions/0091): the pages a visitor lands on are sent with their first
// screen already drawn, so it paints before the scripts arrive; the browser then hydrates it.

/** The render bundle's entry (apps/web/src/entry-server.tsx, built into <web dist>/ssr). */
interface RenderBundle {
  renderPage(req: {
    url: string;
    userAgent?: string;
    transport: (url: string, init: RequestInit) => Promise<{ status: number; text(): Promise<string> }>;
  }): Promise<{ html: string; state: unknown }>;
  /** The device class the render draws for this User-Agent ('narrow' / 'wide'); older bundles lack it. */
  deviceClass?(userAgent: string | undefined): string;
}

const HOME = 'src/routes/home/home-page.tsx';
const BOOKING = 'src/routes/booking/booking-page.tsx';
const STATIC = 'src/routes/static-pages/static-page.tsx';
const LOOKBOOK = 'src/routes/lookbook/lookbook-page.tsx';
/**
 * Landing pages drawn on the server, with the web module of their lazy route (apps/web/src/routes/
 * app-routes.tsx), whose chunk the page preloads. Others (success page, private screens) draw in the browser.
 */
const RENDERED_PATHS = new Map([
  ['/', HOME],
  ['/booking', BOOKING],
  ['/booking-at-home', BOOKING],
  // About for a visitor, the spending history for a logged-in customer (decision 0121).
  ['/gioi-thieu', 'src/routes/history/gioi-thieu-page.tsx'],
  ['/chinh-sach-bao-mat', STATIC],
  ['/dieu-kien-giao-dich-chung', STATIC],
  ['/cong-nghe-phuc-hoi-toc', STATIC],
  ['/lookbook', LOOKBOOK],
]);
/** Query parameters that need the visitor's own data (login, a booking being changed) or another language. */
const BROWSER_ONLY_PARAMS = ['changeBookingId', 'bookingId', 'lang'];
/** Past this the visitor gets the plain page at once rather than wait. */
const RENDER_TIMEOUT_MS = 2_000;
const ROOT = '<div id="root"></div>';
/** Rendered pages kept (decision 0120): ~90 KB each, a few variants per page. */
const PAGE_CACHE = { maxEntries: 200, maxBytes: 24 * 1024 * 1024, ttlMs: 60_000 };

/** A drawn page, the hashes of its inline scripts (for its Content-Security-Policy) and its ETag. */
export type RenderedHtml = CachedPage;
export type PageRenderer = (url: string, userAgent: string | undefined) => Promise<RenderedHtml | null>;

export function shouldRender(url: string): boolean {
  const [path = '/', search = ''] = url.split('?');
  if (!RENDERED_PATHS.has(path)) return false;
  const params = new URLSearchParams(search);
  if (BROWSER_ONLY_PARAMS.some((p) => params.has(p))) return false;
  // The booking home (step 0) is where visitors land; the later steps build on a draft in the tab.
  const step = params.get('step');
  return step === null || step === '0';
}

/** JSON inside a <script> element: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Loads the render bundle beside the web build. Returns null when there is none (development, or a
 * build without it): pages are then drawn in the browser only.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  indexHtml: string,
): Promise<PageRenderer | null> {
  const entry = join(webDist, 'ssr', 'entry-server.js');
  if (!existsSync(entry) || !indexHtml.includes(ROOT)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as RenderBundle;
  const styled = withInlineStyles(indexHtml, webDist);
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const manifest: BuildManifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const templates = new Map(
    [...new Set(RENDERED_PATHS.values())].map((module) => [
      module,
      withScriptsAfterPaint(styled, routeChunkFiles(manifest, module)),
    ]),
  );
  // The template's loader is the only inline script we write; the CSP of its pages allows exactly it.
  const templateHashes = new Map([...templates].map(([module, html]) => [module, inlineScriptHashes(html)]));
  // The app's API calls are answered by this server's own routes, in-process.
  const transport = async (url: string, init: RequestInit) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return { status: res.statusCode, text: async () => res.body };
  };
  const render = async (url: string, userAgent: string | undefined) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([bundle.renderPage({ url, userAgent, transport }), timeout]);
      if (!page) {
        app.log.warn({ url: loggableUrl(url) }, 'server render timed out; sending the plain page');
        return null;
      }
      const module = RENDERED_PATHS.get(url.split('?')[0] ?? '/') ?? '';
      const template = templates.get(module) ?? styled;
      const html = template.replace(
        ROOT,
        () =>
          `<div id="root">${page.html}</div><script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>`,
      );
      // React's output escapes every text it draws, so its inline scripts are its own reveal instructions.
      const scriptHashes = [...(templateHashes.get(module) ?? []), ...inlineScriptHashes(page.html)];
      return { html, scriptHashes };
    } catch (error) {
      // The browser can always draw the page itself: a failed render costs speed, never the page.
      app.log.warn({ url: loggableUrl(url), err: error }, 'server render failed; sending the plain page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  // One page per variant: what the URL picks, the device class the render guesses from the User-Agent,
  // the language (rendered pages are Vietnamese: BROWSER_ONLY_PARAMS), in one generation of the
  // content counter and the day. No cookie is part of it: the render never sees one.
  const cache = createPageCache({ ...PAGE_CACHE, now: () => Date.now() });
  const versions = contentVersionOf(app.deps.db);
  const deviceOf = (ua: string | undefined) =>
    bundle.deviceClass
      ? bundle.deviceClass(ua)
      : createHash('sha1')
          .update(ua ?? '')
          .digest('base64url');
  return async (url, userAgent) => {
    if (!shouldRender(url)) return null;
    const generation = `${await versions.current()} ${todayInVietnam(app.deps.now())}`;
    const key = `vi ${deviceOf(userAgent)} ${pageUrlKey(url)}`;
    return cache.get(generation, key, () => render(url, userAgent));
  };
}
