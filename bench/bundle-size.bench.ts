import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_BUDGET_BYTES, measureAllRoutes } from '../e2e/support/first-load.ts';
import { machine, writeSection } from './lib/report.ts';

// npm run build && npm run bench -- bundle-size: first-load JS of / and /booking, gzipped, against
// the budget; the table goes to docs/benchmarks.md. e2e/home.test.ts fails when a route is over.
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const kb = (n: number) => (n / 1024).toFixed(1);
const sizes = measureAllRoutes(dist);
const rows = sizes.map(
  (s) =>
    `| ${s.route} | ${kb(s.rawBytes)} | ${kb(s.gzipBytes)} | ${kb(FIRST_LOAD_BUDGET_BYTES)} | ${s.gzipBytes <= FIRST_LOAD_BUDGET_BYTES ? 'yes' : '**no**'} | ${s.files.length} |`,
);
writeSection(
  'bundle-size',
  `## First-load JavaScript per route

Command: \`npm run build && npm run bench -- bundle-size\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 10)}
What the browser downloads before the route is usable: the entry script, the route's lazy chunk and
their static imports (gzip level 9). Chunks loaded on demand (blocks below the fold, the footer, modals,
carousels, login form, QR scanner, tracking, the English texts) are not counted.

| route | raw KB | gzip KB | budget KB | within | files |
| --- | ---: | ---: | ---: | --- | ---: |
${rows.join('\n')}

Earlier steps, each measured before and after on one tree (other work moves the figures in between):
decision 0093 (own translator, lazy routes and step-0 parts) took / from 123.6 to 109.4 KB and /booking
from 143.9 to 119.0 KB; decision 0115 (one entry chunk, React Router's unused code dropped, own Link,
English texts, footer and home tracking on demand) took / from 114.8 to 104.3 KB and /booking from
121.5 to 111.3 KB (2026-11-24, tree of commit fc62875 with and without it).`,
);
for (const s of sizes) console.log(`${s.route}: ${kb(s.gzipBytes)} KB gzip (${s.files.join(', ')})`);
if (sizes.some((s) => s.gzipBytes > FIRST_LOAD_BUDGET_BYTES)) process.exitCode = 1;
