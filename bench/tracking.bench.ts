import { load, medianOf } from './lib/load.ts';
import { machine, writeSection } from './lib/report.ts';
import { startBenchServer } from './lib/server.ts';

// POST /api-tracking (queued, written in batches) against the hello-world route of the same server,
// and GET /api/health (one database round trip) alone and during a burst of tracking batches.
const server = await startBenchServer({ port: 3907, databaseUrl: process.env.DATABASE_URL });

const event = (i: number) => ({
  pageId: 'booking',
  screenId: 'booking-step-0',
  eventId: 'choose_hour',
  tokenKey: `bench-${i}`,
  source: 'web',
  utmSource: 'bench',
  data: { salonId: 3, stylistId: 12, dateBook: '23-11-2026', hourBook: '9h20', chosenServices: '[1,5]' },
});
const json = { 'content-type': 'application/json' };
const one = JSON.stringify(event(0));
const batch = JSON.stringify({ events: Array.from({ length: 20 }, (_, i) => event(i)) });
const opts = { connections: 50, seconds: 6 };

try {
  const hello = await medianOf(3, () => load({ url: `${server.url}/api/bench/hello`, ...opts }));
  const single = await medianOf(3, () =>
    load({ url: `${server.url}/api-tracking`, method: 'POST', body: one, headers: json, ...opts }),
  );
  const batched = await medianOf(3, () =>
    load({ url: `${server.url}/api-tracking`, method: 'POST', body: batch, headers: json, ...opts }),
  );
  const health = await medianOf(3, () => load({ url: `${server.url}/api/health`, ...opts }));
  // Health at 25 connections while 25 more post batches: what a burst of events costs a database route.
  const [healthUnderBurst, burst] = await Promise.all([
    load({ url: `${server.url}/api/health`, connections: 25, seconds: 6 }),
    load({
      url: `${server.url}/api-tracking`,
      method: 'POST',
      body: batch,
      headers: json,
      connections: 25,
      seconds: 6,
    }),
  ]);
  const healthAlone25 = await load({ url: `${server.url}/api/health`, connections: 25, seconds: 6 });
  // Let the writer drain, then read what it accepted, wrote and dropped (queue capped at 20,000 events).
  let stats = { accepted: 0, written: 0, dropped: 0, failed: 0, queued: 1 };
  for (let i = 0; i < 120 && stats.queued > 0; i++) {
    await new Promise((r) => setTimeout(r, 500));
    stats = (await (await fetch(`${server.url}/api/bench/tracking-stats`)).json()) as typeof stats;
  }
  const row = (name: string, r: { rps: number; p50: number; p99: number; non2xx: number }, runs = '') =>
    `| ${name} | ${Math.round(r.rps)} | ${runs} | ${r.p50} | ${r.p99} | ${r.non2xx} |`;
  writeSection(
    `tracking-${server.kind}`,
    `## POST /api-tracking (${server.kind})

Command: \`npm run bench -- tracking${server.kind === 'postgres' ? ' (with DATABASE_URL)' : ''}\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 10)}
Load: autocannon, 50 connections, 6 s, 3 runs each; median run shown. An event is about 250 bytes of JSON.
Events are queued in memory and written by one writer in multi-row inserts (every 500 ms or at 200 queued
events; up to 200 rows per insert on PGlite, 1000 on PostgreSQL).

| route | req/s (median) | runs | p50 ms | p99 ms | non-2xx |
| --- | ---: | --- | ---: | ---: | ---: |
${row('GET /api/bench/hello', hello, hello.runs.join(', '))}
${row('POST /api-tracking, 1 event', single, single.runs.join(', '))}
${row('POST /api-tracking, batch of 20 events', batched, batched.runs.join(', '))}
${row('GET /api/health', health, health.runs.join(', '))}

One event per request reaches ${((single.rps / hello.rps) * 100).toFixed(0)} % of hello-world throughput
(${Math.round(single.rps)} events/s); batches of 20 carry ${Math.round(batched.rps * 20)} events/s.

A burst against a database route (one run each, 25 connections per load, both at once):

| load | req/s | p50 ms | p99 ms | non-2xx |
| --- | ---: | ---: | ---: | ---: |
| GET /api/health alone | ${Math.round(healthAlone25.rps)} | ${healthAlone25.p50} | ${healthAlone25.p99} | ${healthAlone25.non2xx} |
| GET /api/health during the burst | ${Math.round(healthUnderBurst.rps)} | ${healthUnderBurst.p50} | ${healthUnderBurst.p99} | ${healthUnderBurst.non2xx} |
| POST /api-tracking batches of 20 (the burst) | ${Math.round(burst.rps)} (${Math.round(burst.rps * 20)} events/s) | ${burst.p50} | ${burst.p99} | ${burst.non2xx} |

Server, database and load generator share the machine's cores, so part of any slowdown during the burst is
CPU taken by the burst's own requests rather than database writes.

Events over the whole run: ${stats.accepted} accepted, ${stats.written} written, ${stats.dropped} dropped
(the queue holds 20,000; beyond that the oldest are dropped and logged), ${stats.failed} lost to failed writes,
${stats.queued} still queued when read. With PGlite the inserts run on the server's own thread and slow the
requests down with them; with PostgreSQL the requests outrun the one writer under this overload and the cap
sheds the oldest events while every request is still answered.`,
  );
  console.log(
    `hello ${Math.round(hello.rps)} req/s, tracking 1 event ${Math.round(single.rps)} req/s, ` +
      `batch of 20 ${Math.round(batched.rps)} req/s; health ${Math.round(healthAlone25.rps)} → ${Math.round(healthUnderBurst.rps)} req/s during the burst; ` +
      `events written ${stats.written}, dropped ${stats.dropped}`,
  );
} finally {
  await server.stop();
}
