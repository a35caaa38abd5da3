import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { message } from '@salon/domain';
import { allowScriptHashes } from './security-headers.ts';
import { loadPageRenderer, type RenderedHtml } from './server-render.ts';
import { etagMatches } from '../http/etag.ts';

// '/web/v3' and '/shine_moment' hold the home configuration JSON: never index.html.
const API_PREFIXES = [
  '/api',
  '/otp',
  '/v2/api',
  '/wp-json',
  '/api-tracking',
  '/api-tracking-error',
  '/web/v3',
  '/shine_moment',
  // Calls of 000 §7 outside /api: the generic OTP request and the discover feed.
  '/customer',
  '/customers',
  '/discovers',
];
// Paths that name a file: when the file is missing they answer 404, never the HTML page,
// so a broken image is a broken image and not a page the browser cannot decode.
const FILE_PREFIXES = ['/images/', '/assets/', '/icons/', '/fonts/'];

/**
 * True when the client asks for JSON and not for a page: every spec client sends a JSON accept,
 * so an unknown call answers a JSON 404 whatever its path, never the HTML page.
 */
export function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const a = accept.toLowerCase();
  return a.includes('json') && !a.includes('text/html');
}

/** True for a path under a file folder or whose last segment has an extension ('/x/logo.webp'). */
export function looksLikeFile(path: string): boolean {
  if (FILE_PREFIXES.some((p) => path.startsWith(p))) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

// The README's start is a demo (docs/decisions/0103): every page says so, above the app, without script.
const DEMO_BANNER =
  '<p class="demo-banner" role="note" style="margin:0;padding:4px 12px;background:#3b3b3b;color:#fff;' +
  'font:13px/1.4 system-ui,sans-serif;text-align:center">Bản demo: dữ liệu mẫu, mã OTP xem tại ' +
  '/api/dev/outbox trên chính máy này. Không dùng cho khách hàng thật.</p>';
const withBanner = (html: string) => html.replace('<body>', () => `<body>${DEMO_BANNER}`);

/** Serves the built web app; unknown non-API paths get index.html so the client router decides. */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string | null,
  opts: { demoBanner?: boolean } = {},
) {
  const page = opts.demoBanner ? withBanner : (html: string) => html;
  const indexFile = webDist ? join(webDist, 'index.html') : '';
  const hasBuild = webDist !== null && existsSync(indexFile);
  if (hasBuild && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs); sent when the browser accepts them.
      preCompressed: true,
      // ssr/ is the server's render bundle: never sent.
      allowedPath: (path) => !path.startsWith('/ssr/') && !path.startsWith('/.vite/'),
      setHeaders(reply, path) {
        // Hashed assets never change; everything else is revalidated with its ETag.
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const renderPage = indexHtml && webDist ? await loadPageRenderer(app, webDist, indexHtml) : null;
  // The bytes sent for a cached page, made once per page: no ~100 KB string work per request, and the
  // compression hook finds its compressed copies by the ETag (compression.ts).
  const finishedPages = new WeakMap<RenderedHtml, { body: Buffer; etag: string }>();
  const finished = (rendered: RenderedHtml) => {
    let done = finishedPages.get(rendered);
    if (!done) {
      const etag = opts.demoBanner ? rendered.etag.replace(/"$/, '-demo"') : rendered.etag;
      done = { body: Buffer.from(page(rendered.html)), etag };
      finishedPages.set(rendered, done);
    }
    return done;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    const notAPage = isApi || looksLikeFile(path) || wantsJson(request.headers.accept);
    if (notAPage || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ statusCode: 404, message: message('notFound') });
    }
    const rendered = renderPage ? await renderPage(request.url, request.headers['user-agent']) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!rendered) return reply.send(page(indexHtml));
    allowScriptHashes(reply, rendered.scriptHashes);
    // A rendered page is one of a few shared copies (page-cache.ts): revalidated by its ETag, drawn per device class.
    const { body, etag } = finished(rendered);
    reply.header('etag', etag).header('vary', 'User-Agent');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(body);
  });
}
