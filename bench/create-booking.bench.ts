import { addDays, todayInVietnam, toDdMmYyyy } from '@salon/domain';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { machine, writeSection } from './lib/report.ts';
import { startBenchServer } from './lib/server.ts';

// POST booking-multiple under contention: 100 clients, every slot asked for 8 times in a row by
// different phones ("system picks", a 20-minute service), so most slots see more requests than
// free stylists. Goal: at least 300 bookings a second and zero double bookings, checked
// by the HTTP answers and (on PostgreSQL) by a query after the run.
const SECONDS = 10;
const CONNECTIONS = 100;
const ASKS_PER_SLOT = 8;
const SERVICE_ID = 1021;
const LIMITS = `What limits it: a one-person create is 2 round trips (the phone's tier, then book_in_one, which checks, writes and claims in one statement; the salon day's staff, which only orders the candidates, comes from a cache up to 1 s old), a group 3 (decision 0123). On PGlite every statement runs in the server's own thread: a CPU profile of this run (BENCH_CPU_PROF, section "Create-booking profile" below) shows PGlite's WASM at about 70 % of the server's CPU and the process about 1 % idle, so the server is CPU-bound on 2 cores shared with the load generator, PostgreSQL (when used) and other engineers' runs (load average above). On PostgreSQL the backends, the Node process and autocannon compete for the same 2 cores.`;

// The load generator plays thousands of customers, each from an address of their own as a proxy in
// front would say (TRUST_PROXY=1, X-Forwarded-For): one address for all would serialise every create on
// that address's lock (decision 0101). The captcha after an address's first hold is raised out of the way.
const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';
const loadAtStart = load1();
// PGlite: a data directory of our own, opened again after the server stops to count double bookings.
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-create-'));
const server = await startBenchServer({
  port: 3903,
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  // The load comes from one address with made-up phones: no captcha, and no bound on a day's unconfirmed
  // holds (decision 0137), so every create contends for the claims as before.
  env: { TRUST_PROXY: '1', BOOKING_FREE_HOLDS_PER_ADDRESS: '100000', BOOKING_UNCONFIRMED_DAY_SHARE: '1' },
});
try {
  const today = todayInVietnam();
  const dates = [addDays(today, 1), addDays(today, 2)];
  // Slots with a free stylist: salon × day × hour from the hours call itself.
  const targets: { salonId: number; dateIso: string; hourId: number }[] = [];
  for (let salonId = 1; salonId <= 50; salonId++) {
    for (const dateIso of dates) {
      const url = `${server.url}/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${toDdMmYyyy(dateIso)}&stylistId=0&listServiceId=${SERVICE_ID}`;
      const res = await fetch(url);
      if (!res.ok) continue;
      const body = (await res.json()) as {
        data: { hourGroup: { hours: { hourId: number; isFree: boolean }[] }[] };
      };
      for (const h of body.data.hourGroup.flatMap((g) => g.hours))
        if (h.isFree) targets.push({ salonId, dateIso, hourId: h.hourId });
    }
  }
  let n = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/booking-multiple',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = n++;
          const t = targets[Math.floor(i / ASKS_PER_SLOT) % targets.length] as (typeof targets)[number];
          const phone = `09${String(10_000_000 + i).slice(-8)}`;
          const body = {
            salonId: t.salonId,
            phone,
            stylistId: 0,
            dateBook: t.dateIso,
            chosenServices: JSON.stringify([{ serviceId: SERVICE_ID }]),
            bookHours: [{ bookHourId: t.hourId, stylistId: 0 }],
          };
          const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': address },
            body: JSON.stringify(body),
          };
        },
        onResponse: (status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  const created = statuses.get(200) ?? 0;
  const conflicts = statuses.get(409) ?? 0;
  const other = [...statuses.entries()].filter(([s]) => s !== 200 && s !== 409);
  const perSecond = created / SECONDS;

  // Double bookings: any staff member with two live booking persons on one slot of one day.
  const query = sql<{ doubles: number; bookings: number; unclaimed: number }>`
    select
      (select count(*)::int from (
        select p.stylist_id, b.date_book, s.slot_id from booking_person p
        join booking b on b.id = p.booking_id and b.status in ('pending_otp', 'confirmed')
        join staff_slot_claim s on s.booking_person_id = p.id and s.staff_id = p.stylist_id
        group by 1, 2, 3 having count(*) > 1) d) as doubles,
      (select count(*)::int from booking where status in ('pending_otp', 'confirmed') and date_book > current_date) as bookings,
      (select count(*)::int from booking_person p
        join booking b on b.id = p.booking_id and b.status in ('pending_otp', 'confirmed') and b.date_book > current_date
        where not exists (select 1 from staff_slot_claim c where c.booking_person_id = p.id and c.staff_id = p.stylist_id)) as unclaimed
  `;
  let rows: { doubles: number; bookings: number; unclaimed: number }[];
  if (process.env.DATABASE_URL) {
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL }) }),
    });
    rows = (await query.execute(db)).rows;
    await db.destroy();
  } else {
    await server.stop();
    const handle = await connectDatabase({ dataDir: dataDir as string });
    rows = (await query.execute(handle.db)).rows;
    await handle.close();
  }
  const r = rows[0];
  const doubleCheck = `query after the run: ${r?.doubles} slots held twice, ${r?.unclaimed} live bookings without their claim, ${r?.bookings} live bookings in the database (${created} answered 200)`;
  const meets = perSecond >= 300 && result.latency.p99 <= 250 && other.length === 0 && r?.doubles === 0;
  writeSection(
    `create-booking-${server.kind}${process.env.BENCH_SERVER_URL ? '-running' : ''}`,
    `## POST /api/v1/booking-multiple under contention (${server.kind}${process.env.BENCH_SERVER_URL ? `, a server already running at ${process.env.BENCH_SERVER_URL}: ${process.env.BENCH_SERVER_NOTE ?? ''}` : ''})

Command: \`npm run bench -- create-booking${server.kind === 'postgres' ? ' (with DATABASE_URL)' : ''}\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 10)} · load average at start ${loadAtStart}, at end ${load1()} (the 2 cores are shared)
Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s; ${targets.length} free slots (salon × day × hour) each asked ${ASKS_PER_SLOT} times in a row by different phones, "system picks", one 20-minute service.

| bookings made (200) | bookings / s | slot taken (409) | other answers | p50 ms | p99 ms |
| ---: | ---: | ---: | --- | ---: | ---: |
| ${created} | ${Math.round(perSecond)} | ${conflicts} | ${other.map(([s, c]) => `${s}: ${c}`).join(', ') || 'none'} | ${result.latency.p50} | ${result.latency.p99} |

Double bookings: ${doubleCheck}. Goal (≥ 300 bookings/s, p99 ≤ 250 ms, no double booking) ${meets ? 'met' : 'NOT met'}.
${meets ? '' : LIMITS}`,
  );
  console.log(
    `created ${created} (${Math.round(perSecond)}/s), 409 ${conflicts}, other ${JSON.stringify(other)}; ${doubleCheck}`,
  );
} finally {
  if (process.env.DATABASE_URL) await server.stop();
  else {
    await server.stop().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
