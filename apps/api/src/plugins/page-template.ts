import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The HTML template of server-rendered pages (docs/decisions/0091): built from the web build's index.html
// so that the first paint waits for nothing but the HTML itself.

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The one stylesheet (~6 KB compressed) inlined. The file stays linked from the plain page (cached for
 * later pages).
 */
export function withInlineStyles(indexHtml: string, webDist: string): string {
  const link = STYLESHEET.exec(indexHtml);
  if (!link?.[1]) return indexHtml;
  const css = readFileSync(join(webDist, link[1]), 'utf8');
  // A relative url() would resolve against the page instead of /assets/ (data: and /absolute ones
  // read the same from both), and </style would end the element.
  const relativeUrl = /url\(\s*(?!['"]?(?:data:|\/))/;
  if (relativeUrl.test(css) || css.includes('</style')) return indexHtml;
  return indexHtml.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * The app's scripts requested only once the drawn page has been parsed and painted. A rendered page
 * reads without them, and on a slow phone network (~1.6 Mbps) ~110 KB of scripts fetched at once would
 * share the line with the HTML and the banner image and push their paint back. The modulepreload list
 * still fetches the module graph in parallel once started, with the page's own route chunk
 * (`routeFiles`, see routeChunkFiles) so hydration does not wait for one more round trip. A tab in the
 * background (no frames) starts after a second.
 */
export function withScriptsAfterPaint(indexHtml: string, routeFiles: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry?.[1]) return indexHtml;
  const preloads = [
    ...new Set([...[...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...routeFiles]),
  ].filter((href) => href !== entry[1]);
  const loader = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry[1])};
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start); });
    setTimeout(start, 1000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();`;
  return indexHtml.replace(MODULE_PRELOAD, '').replace(entry[0], () => `<script>${loader}</script>`);
}

/** An entry of Vite's build manifest (`<dist>/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The scripts a lazy route needs before it can draw: its chunk and every chunk it imports statically,
 * as absolute URLs. Empty when the module is not in the manifest (the route then loads on demand).
 */
export function routeChunkFiles(manifest: BuildManifest, moduleKey: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  return [...files];
}
