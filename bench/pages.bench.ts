import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadResult, load, medianOf } from './lib/load.ts';
import { machine, writeSection } from './lib/report.ts';
import { apiDist, startBenchServer } from './lib/server.ts';

// The built production server (npm run build; decision 0120): start time on a seeded PGlite
// directory, idle resident memory, and the server-rendered pages and the home configuration against
// a static file of the same server in the same run.
const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
if (!existsSync(join(apiDist(), 'main.js')) || !existsSync(join(webDist, 'ssr'))) {
  console.error('pages bench: run `npm run build` first (apps/api/dist and the web build with ssr/)');
  process.exit(1);
}
const PORT = 3911;
const env = { WEB_DIST: webDist };
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';

async function timedStart(dataDir: string) {
  const started = performance.now();
  const server = await startBenchServer({ port: PORT, built: true, dataDir, env });
  return { server, ms: Math.round(performance.now() - started) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
try {
  const first = await timedStart(dataDir);
  await first.server.stop();
  const second = await timedStart(dataDir);
  const server = second.server;
  try {
    await sleep(10_000);
    const idleRss = rssMb(server.pid);
    const loadAtStart = load1();
    const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
    const headers = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': DESKTOP, accept: 'text/html' };
    const routes = [
      ['static file /favicon.svg', '/favicon.svg'],
      ['rendered /', '/'],
      ['rendered /booking (step 0)', '/booking'],
      ['GET /homepage-config.json', '/homepage-config.json'],
    ] as const;
    const results: [string, LoadResult & { runs: number[] }][] = [];
    for (const [label, path] of routes) {
      results.push([
        label,
        await medianOf(3, () => load({ url: `${server.url}${path}`, connections: 20, seconds: 4, headers })),
      ]);
    }
    await sleep(10_000);
    const afterRss = rssMb(server.pid);
    const base = results[0]?.[1].rps ?? 1;
    const rows = results
      .map(
        ([label, r]) =>
          `| ${label} | ${Math.round(r.rps)} | ${r.runs.join(', ')} | ${((r.rps / base) * 100).toFixed(0)} % | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
      )
      .join('\n');
    writeSection(
      'pages-pglite',
      `## Server-rendered pages, configuration document, start and memory (built server, pglite)

Command: \`npm run build && npm run bench -- pages\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 10)} · load average at start ${loadAtStart}, at end ${load1()} (the 2 cores are shared)
Server: \`node --max-semi-space-size=4 apps/api/dist/main.js\` (what \`npm run serve\` runs), demo data on PGlite.
Load: autocannon, 20 connections, 4 s, 3 runs each, \`accept-encoding: gzip, deflate, br\`, a desktop User-Agent; median run shown.

| route | req/s (median) | runs | vs static file | p50 ms | p99 ms | non-2xx |
| --- | ---: | --- | ---: | ---: | ---: | ---: |
${rows}

| start (to /api/health 200) | ms |
| --- | ---: |
| first start (empty data directory: migrate and seed) | ${first.ms} |
| second start (seeded data directory) | ${second.ms} |

Resident memory (VmRSS): ${idleRss} MB idle 10 s after the second start, ${afterRss} MB 10 s after the load above.`,
    );
    console.log(rows);
    console.log(`start ${first.ms} / ${second.ms} ms, idle RSS ${idleRss} MB, after load ${afterRss} MB`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
