import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

// Writes /sw.js into the browser build (docs/decisions/0142): sw.ts compiled, after two constants —
// BUILD_VERSION, a digest of every file name of the build (each carries its content hash, so any
// change of code, style or font is a new version and a new service worker), and SHELL_FILES, what
// the start page (with the account's upcoming bookings) and the success page need to open offline:
// their HTML, the entry and the routes' scripts with the parts they load by themselves, the stylesheet,
// the fonts, the manifest and icons. Other routes' scripts are kept as they are first used.

// The start page (the manifest's start_url, with the account's upcoming bookings) and the success page.
const SHELL_ROUTES = /(home[\\/]home-page|booking-success[\\/]booking-success-page)\.tsx$/;
// The parts they load by themselves after the first paint (lazy(), not on a tap): the footer and the
// start page's lower blocks (on scroll), the logged-in header menu, the account's upcoming bookings with
// their check-in card, the logged-in customer's kept copies. Offline, a part never fetched before fails to
// load and takes the page down with it.
const SHELL_PARTS =
  /(footer[\\/]footer(-salons)?|home-blocks[\\/]home-blocks|home-sections[\\/](lookbook-list|shine-moments-list|feedback-list)|header[\\/]user-menu|history[\\/]rate-prompt|booking-lookup[\\/](home|my)-bookings|visit-day[\\/]visit-day-card|offline[\\/]saved-account)\.tsx?$/;
const PUBLIC_SHELL = ['/', '/booking/success', '/manifest.webmanifest', '/favicon.svg', '/icons/app-192.png'];

function withImports(bundle: OutputBundle, first: OutputChunk[]): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) visit(bundle[name] as OutputChunk | undefined);
  };
  for (const chunk of first) visit(chunk);
  return [...files];
}

export function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const shell = (id: string | null) => id !== null && (SHELL_ROUTES.test(id) || SHELL_PARTS.test(id));
  const routes = chunks.filter((c) => c.isEntry || shell(c.facadeModuleId));
  const styleAndFonts = Object.keys(bundle).filter((name) => /^assets\/.*\.(css|woff2)$/.test(name));
  return [...PUBLIC_SHELL, ...[...withImports(bundle, routes), ...styleAndFonts].map((f) => `/${f}`)];
}

export function buildVersion(bundle: OutputBundle): string {
  const names = Object.keys(bundle).sort().join('\n');
  return createHash('sha256').update(names).digest('hex').slice(0, 16);
}

export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    // After Vite's own generateBundle hooks, which add the stylesheet to the bundle.
    enforce: 'post',
    async generateBundle(_, bundle) {
      if (this.environment.config.build.ssr) return;
      const source = readFileSync(join(import.meta.dirname, 'sw.ts'), 'utf8');
      const { code } = await transformWithOxc(source, 'sw.ts', { lang: 'ts' });
      const head = `const BUILD_VERSION = ${JSON.stringify(buildVersion(bundle))};\nconst SHELL_FILES = ${JSON.stringify(shellFiles(bundle))};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: head + code });
    },
  };
}
