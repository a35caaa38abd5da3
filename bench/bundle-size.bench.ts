import { loadavg } from 'node:os';
import { launchBrowser } from '../e2e/support/browser.ts';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_PAGES, measureFirstLoad } from '../e2e/support/first-load.ts';
import { startSite } from '../e2e/support/server.ts';
import { machine, writeSection } from './lib/report.ts';

// npm run build && npm run bench -- bundle-size: what a phone downloads on / and /booking (375 px, a
// phone's User-Agent, a fresh browser) until the network is idle, scripts gzipped against the budget;
// the table goes to docs/benchmarks.md. e2e/first-load.test.ts fails when a page is over.
// E2E_WEB_DIST measures another build than apps/web/dist.
const kb = (n: number) => (n / 1024).toFixed(1);
const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const loadAtStart = load();
const site = await startSite();
const browser = await launchBrowser();
const loads = [];
try {
  for (const page of FIRST_LOAD_PAGES) loads.push(await measureFirstLoad(browser, site.baseUrl, page));
} finally {
  await browser.close();
  await site.close();
}
const rows = loads.map((l) => {
  const within = l.scriptGzipBytes <= FIRST_LOAD_BUDGET_BYTES ? 'yes' : '**no**';
  const total = l.scriptGzipBytes + l.fontBytes;
  return `| ${l.page} | ${kb(l.scriptGzipBytes)} | ${l.scripts.length} | ${within} | ${kb(l.fontBytes)} | ${l.fonts.length} | ${kb(total)} |`;
});
writeSection(
  'bundle-size',
  `## First load of a phone: scripts and fonts per page

Command: \`npm run build && npm run bench -- bundle-size\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 10)} · load average at start ${loadAtStart}, at end ${load()} (sizes do not depend on it)
What a phone downloads on a first visit: the page opened in a fresh Chromium at 375 px with a phone's
User-Agent, every response counted until no request has started for a second after the network is idle,
so the chunks fetched after hydration (route parts, below-the-fold blocks, tracking) count too. Scripts
gzipped at level 9 (the server sends brotli, smaller); fonts as sent (woff2). Budget: 120 KB of scripts.

| page | scripts KB gz | script files | within 120 KB | fonts KB | font files | scripts + fonts KB |
| --- | ---: | ---: | --- | ---: | ---: | ---: |
${rows.join('\n')}

Decision 0134 (2026-11-27, same measure, clean builds of commit d78aba3 without and with it): / from
122.0 KB of scripts in 19 files to 112.1 KB, /booking from 119.8 KB in 16 to 116.8 KB; fonts from none to
65.3 KB (Be Vietnam Pro, 2 weights × latin and vietnamese). Earlier, counting only the entry, the route chunk and
their static imports: decision 0093 took / from 123.6 to 109.4 KB and /booking from 143.9 to 119.0 KB;
decision 0115 took / from 114.8 to 104.3 KB and /booking from 121.5 to 111.3 KB.`,
);
for (const l of loads) {
  console.log(`${l.page}: scripts ${kb(l.scriptGzipBytes)} KB gz, fonts ${kb(l.fontBytes)} KB`);
  for (const s of l.scripts) console.log(`  ${kb(s.gzipBytes).padStart(6)} ${s.path}`);
}
if (loads.some((l) => l.scriptGzipBytes > FIRST_LOAD_BUDGET_BYTES)) process.exitCode = 1;
