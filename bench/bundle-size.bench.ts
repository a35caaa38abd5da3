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
their static imports (gzip level 9). Chunks loaded on demand (blocks below the fold, modals, carousels,
login form, QR scanner) are not counted.

| route | raw KB | gzip KB | budget KB | within | files |
| --- | ---: | ---: | ---: | --- | ---: |
${rows.join('\n')}`,
);
for (const s of sizes) console.log(`${s.route}: ${kb(s.gzipBytes)} KB gzip (${s.files.join(', ')})`);
if (sizes.some((s) => s.gzipBytes > FIRST_LOAD_BUDGET_BYTES)) process.exitCode = 1;
