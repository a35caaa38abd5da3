import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// First-load JavaScript of a route from the production build: the entry script of index.html, the
// route's lazy chunk, and every chunk they import statically (what the browser must download before
// the page is usable), summed gzipped. Dynamic import() chunks load on demand and are not counted.

/** Route → the lazy chunk it needs (file name prefix in dist/assets); null when it is in the entry. */
export const ROUTE_CHUNKS: Record<string, string | null> = {
  '/': 'home-page',
  '/booking': 'booking-page',
};

/** The first-load budget of each route, gzipped bytes (the performance goal: 120 KB each). */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

export interface RouteSize {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

// `from"./x.js"` and `import"./x.js"`; `import("./x.js")` (on demand) has a parenthesis and is not matched.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1] as string);
}

function entryScripts(html: string): string[] {
  const found = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g)];
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)];
  return [...found, ...preloads].map((m) => m[1] as string);
}

export function measureRoute(dist: string, route: string): RouteSize {
  const assets = join(dist, 'assets');
  const names = readdirSync(assets);
  const roots = entryScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (roots.length === 0) throw new Error('no module script in index.html');
  const chunk = ROUTE_CHUNKS[route];
  if (chunk === undefined) throw new Error(`unknown route ${route}`);
  if (chunk !== null) {
    const file = names.find((n) => n.startsWith(`${chunk}-`) && n.endsWith('.js'));
    if (!file) throw new Error(`no chunk ${chunk}-*.js in the build`);
    roots.push(file);
  }
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of seen) {
    const code = readFileSync(join(assets, file));
    rawBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
  }
  return { route, files: [...seen].sort(), rawBytes, gzipBytes };
}

export function measureAllRoutes(dist: string): RouteSize[] {
  return Object.keys(ROUTE_CHUNKS).map((route) => measureRoute(dist, route));
}
