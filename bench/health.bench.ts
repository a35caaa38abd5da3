import { load, medianOf } from './lib/load.ts';
import { machine, writeSection } from './lib/report.ts';
import { startBenchServer } from './lib/server.ts';

// GET /api/health (one database round trip) against a hello-world route of the same server.
const server = await startBenchServer({ port: 3901, databaseUrl: process.env.DATABASE_URL });
try {
  const hello = await medianOf(3, () =>
    load({ url: `${server.url}/api/bench/hello`, connections: 50, seconds: 6 }),
  );
  const health = await medianOf(3, () =>
    load({ url: `${server.url}/api/health`, connections: 50, seconds: 6 }),
  );
  const ratio = health.rps / hello.rps;
  writeSection(
    `health-${server.kind}`,
    `## GET /api/health (${server.kind})

Command: \`npm run bench -- health${server.kind === 'postgres' ? ' (with DATABASE_URL)' : ''}\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 10)}
Load: autocannon, 50 connections, 6 s, 3 runs each; median run shown.

| route | req/s (median) | runs | p50 ms | p99 ms | non-2xx |
| --- | ---: | --- | ---: | ---: | ---: |
| GET /api/bench/hello | ${Math.round(hello.rps)} | ${hello.runs.join(', ')} | ${hello.p50} | ${hello.p99} | ${hello.non2xx} |
| GET /api/health | ${Math.round(health.rps)} | ${health.runs.join(', ')} | ${health.p50} | ${health.p99} | ${health.non2xx} |

Health reaches ${(ratio * 100).toFixed(0)} % of hello-world throughput.`,
  );
  console.log(
    `hello ${Math.round(hello.rps)} req/s, health ${Math.round(health.rps)} req/s (p99 ${health.p99} ms)`,
  );
} finally {
  await server.stop();
}
