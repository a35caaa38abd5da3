import { addDays, todayInVietnam, toDdMmYyyy } from '@salon/domain';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from './lib/bench-database.ts';
import { machine, writeSection } from './lib/report.ts';
import { apiDist, startBenchServer } from './lib/server.ts';

// The built server (as `npm run serve` runs it): the second start on an existing data folder (or an
// already migrated PostgreSQL database) until /api/health answers, and the idle resident memory after
// that start and a few requests. Goals (issue 28): second start ≤ 3 s, idle memory ≤ 250 MB.
if (!existsSync(join(apiDist(), 'main.js'))) {
  console.error('start bench: build the server first (`npm run build`, or BENCH_API_DIST=<folder>)');
  process.exit(1);
}
const PORT = 3912;
const IDLE_MS = 10_000;
const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

const loadAtStart = load1();
const database = await freshDatabase(process.env.DATABASE_URL, 'bench_start');
const opts = { port: PORT, built: true, databaseUrl: database.databaseUrl, dataDir: database.dataDir };
try {
  let started = performance.now();
  const first = await startBenchServer(opts);
  const firstMs = Math.round(performance.now() - started);
  await first.stop();
  started = performance.now();
  const server = await startBenchServer(opts);
  const secondMs = Math.round(performance.now() - started);
  let idle = 0;
  try {
    // A few requests a visitor's first screens make: the salons, a day's hours, the health check.
    const day = toDdMmYyyy(addDays(todayInVietnam(), 1));
    for (const path of [
      '/api/health',
      '/api/v1/salons',
      `/api/v1/booking/book-hours-group?salonId=1&bookDate=${day}&stylistId=0&listServiceId=1011`,
    ]) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
    }
    await sleep(IDLE_MS);
    idle = rssMb(server.pid);
  } finally {
    await server.stop();
  }
  const startMet = secondMs <= 3000 ? 'met' : 'NOT met';
  const memoryMet = idle <= 250 ? 'met' : 'NOT met';
  writeSection(
    `start-${database.kind}`,
    `## Start and idle memory (built server, ${database.kind})

Command: \`npm run build && npm run bench -- start${database.kind === 'postgres' ? ' (with DATABASE_URL, a database of its own)' : ''}\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · load average at start ${loadAtStart}, at end ${load1()} (the 2 cores are shared)
Server: \`node --max-semi-space-size=4 ${apiDist().endsWith('apps/api/dist') ? 'apps/api/dist' : '<build>'}/main.js\` with the serve scripts' allocator settings, demo data; one run.

| measure | figure | goal |
| --- | ---: | --- |
| first start (empty ${database.kind === 'pglite' ? 'data folder' : 'database'}: migrate and seed) to /api/health 200 | ${firstMs} ms | — |
| second start (the same ${database.kind === 'pglite' ? 'data folder' : 'database'}) to /api/health 200 | ${secondMs} ms | ≤ 3000 ms: ${startMet} |
| resident memory (VmRSS) ${IDLE_MS / 1000} s after the second start and 3 requests (health, salons, a day's hours) | ${idle} MB | ≤ 250 MB: ${memoryMet} |`,
  );
  console.log(`first start ${firstMs} ms, second ${secondMs} ms, idle RSS ${idle} MB`);
} finally {
  await database.remove();
}
