import { addDays, todayInVietnam, toDdMmYyyy } from '@salon/domain';
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { type BenchDatabase, freshDatabase, onDatabase, sql } from './lib/bench-database.ts';
import { machine, writeSection } from './lib/report.ts';
import { type BenchServer, startBenchServer } from './lib/server.ts';

// POST booking-multiple under contention (issue 28's measure): 100 connections, every free slot asked
// 8 times in a row by different phones ("system picks", a 20-minute service), so most slots see more
// requests than free stylists. Four runs, each on a fresh database: without and with a promotion on half
// of the bookings, with the salon day's share of unconfirmed holds as in production (0.25, decision 0137)
// and with it turned off (1, as this bench measured before that decision). Double bookings are counted
// in the database after each run.
const SECONDS = 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ASKS_PER_SLOT = 8;
const SERVICE_ID = 1021;
/** A public promotion made for the bench: 10 % off every service at every salon, no use limit. */
const BENCH_PROMOTION = 900;
const GOALS = {
  postgres: { perSecond: 300, p99: 250 },
  pglite: { perSecond: 150, p99: 500 },
} as const;

interface Variant {
  promotion: boolean;
  /** BOOKING_UNCONFIRMED_DAY_SHARE, or null for the server's default (production). */
  dayShare: string | null;
}

// BENCH_DAY_SHARE=production (or 1) and BENCH_PROMOTION=none (or half) measure only those; all by default.
const shares = (process.env.BENCH_DAY_SHARE ?? 'production,1').split(',');
const promotions = (process.env.BENCH_PROMOTION ?? 'none,half').split(',');
const VARIANTS: Variant[] = shares.flatMap((s) =>
  promotions.map((p) => ({ promotion: p === 'half', dayShare: s === 'production' ? null : s })),
);

const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';
const PORT = 3903;

interface InFlight {
  sentAt: number;
  promotion: boolean;
}

/** p50 / p99 in ms of one kind of create (every answer, 200 or 409). */
function percentiles(ms: number[]): string {
  if (ms.length === 0) return '-';
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return `${at(0.5)} / ${at(0.99)}`;
}

function label(v: Variant): string {
  const share = v.dayShare === null ? 'day share 0.25 (production)' : `day share ${v.dayShare} (bound off)`;
  return `${v.promotion ? 'half with a promotion' : 'no promotion'}, ${share}`;
}

async function addBenchPromotion(database: BenchDatabase) {
  const today = todayInVietnam();
  await onDatabase(database, async (db) => {
    await sql`
      insert into campaign (id, name, scope, start_date, end_date, effect_kind, effect_value)
      values (${BENCH_PROMOTION}, 'Giảm 10% (bench)', 'public', ${addDays(today, -1)}, ${addDays(today, 30)}, 'percent', 10)
      on conflict (id) do nothing`.execute(db);
    await sql`
      insert into campaign_service (campaign_id, service_id, role)
      select ${BENCH_PROMOTION}, id, 'apply' from service on conflict do nothing`.execute(db);
  });
}

/** The server on a migrated and seeded database holding the bench's promotion. */
async function startOn(database: BenchDatabase, v: Variant): Promise<BenchServer> {
  // Every create comes from an address of its own (TRUST_PROXY, X-Forwarded-For), as thousands of
  // customers would; the first create of an address needs no captcha anyway.
  const env: Record<string, string> = { TRUST_PROXY: '1', BOOKING_FREE_HOLDS_PER_ADDRESS: '100000' };
  if (v.dayShare !== null) env.BOOKING_UNCONFIRMED_DAY_SHARE = v.dayShare;
  const opts = { port: PORT, databaseUrl: database.databaseUrl, dataDir: database.dataDir, env };
  let server = await startBenchServer(opts);
  if (database.kind === 'pglite') {
    // The directory is the server's alone: the promotion is added between two starts.
    await server.stop();
    await addBenchPromotion(database);
    server = await startBenchServer(opts);
  } else {
    await addBenchPromotion(database);
  }
  return server;
}

/** Slots with a free stylist: salon × day × hour, from the hours call itself. */
async function freeSlots(url: string) {
  const today = todayInVietnam();
  const targets: { salonId: number; dateIso: string; hourId: number }[] = [];
  for (let salonId = 1; salonId <= 50; salonId++) {
    for (const dateIso of [addDays(today, 1), addDays(today, 2)]) {
      const res = await fetch(
        `${url}/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${toDdMmYyyy(dateIso)}&stylistId=0&listServiceId=${SERVICE_ID}`,
      );
      if (!res.ok) continue;
      const body = (await res.json()) as {
        data: { hourGroup: { hours: { hourId: number; isFree: boolean }[] }[] };
      };
      for (const h of body.data.hourGroup.flatMap((g) => g.hours))
        if (h.isFree) targets.push({ salonId, dateIso, hourId: h.hourId });
    }
  }
  return targets;
}

// Double bookings: any staff member with two live booking persons on one slot of one day. A booking
// that waits for its code (seat_request) holds nothing by design; every other live one holds its claim.
const CHECK = sql<{
  doubles: number;
  bookings: number;
  waiting: number;
  unclaimed: number;
  promoted: number;
}>`
  select
    (select count(*)::int from (
      select p.stylist_id, b.date_book, s.slot_id from booking_person p
      join booking b on b.id = p.booking_id and b.status in ('pending_otp', 'confirmed')
      join staff_slot_claim s on s.booking_person_id = p.id and s.staff_id = p.stylist_id
      group by 1, 2, 3 having count(*) > 1) d) as doubles,
    (select count(*)::int from booking where status in ('pending_otp', 'confirmed') and date_book > current_date) as bookings,
    (select count(*)::int from booking where status in ('pending_otp', 'confirmed') and date_book > current_date
      and seat_request is not null) as waiting,
    (select count(*)::int from booking_person p
      join booking b on b.id = p.booking_id and b.status in ('pending_otp', 'confirmed') and b.date_book > current_date
        and b.seat_request is null
      where not exists (select 1 from staff_slot_claim c where c.booking_person_id = p.id and c.staff_id = p.stylist_id)) as unclaimed,
    (select count(distinct booking_id)::int from campaign_redemption where campaign_id = ${BENCH_PROMOTION}) as promoted
`;

/**
 * Time spent in the booking functions on PostgreSQL (with track_functions = 'all' on the cluster;
 * nothing otherwise): calls, total and own milliseconds.
 */
async function functionTimes(database: BenchDatabase) {
  const { rows } = await onDatabase(database, (db) =>
    sql<{ funcname: string; calls: number; total_time: number; self_time: number }>`
      select funcname, calls::int, round(total_time)::int as total_time, round(self_time)::int as self_time
      from pg_stat_user_functions order by total_time desc limit 8`.execute(db),
  );
  return rows
    .map((r) => `${r.funcname}: ${r.calls} calls, ${r.total_time} ms (own ${r.self_time} ms)`)
    .join('; ');
}

async function measure(v: Variant) {
  const database = await freshDatabase(process.env.DATABASE_URL, `bench_create_${VARIANTS.indexOf(v)}`);
  try {
    const server = await startOn(database, v);
    const loadAtStart = load1();
    let targets: Awaited<ReturnType<typeof freeSlots>> = [];
    const statuses = new Map<number, number>();
    let waitingAnswers = 0;
    // Each create's time from when autocannon builds it to its answer, apart for those with the promotion.
    const latencies = { promotion: [] as number[], plain: [] as number[] };
    let result: autocannon.Result;
    try {
      targets = await freeSlots(server.url);
      let n = 0;
      result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/booking-multiple',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req, context: Partial<InFlight>) => {
              const i = n++;
              const t = targets[Math.floor(i / ASKS_PER_SLOT) % targets.length] as (typeof targets)[number];
              const hour = { bookHourId: t.hourId, stylistId: 0 };
              const body = {
                salonId: t.salonId,
                phone: `09${String(10_000_000 + i).slice(-8)}`,
                stylistId: 0,
                dateBook: t.dateIso,
                chosenServices: JSON.stringify([{ serviceId: SERVICE_ID }]),
                bookHours: [v.promotion && i % 2 === 1 ? { ...hour, campaigns: [BENCH_PROMOTION] } : hour],
              };
              const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
              context.sentAt = performance.now();
              context.promotion = 'campaigns' in (body.bookHours[0] ?? {});
              return {
                ...req,
                headers: { ...req.headers, 'x-forwarded-for': address },
                body: JSON.stringify(body),
              };
            },
            onResponse: (status, body, context: Partial<InFlight>) => {
              if (context.sentAt !== undefined)
                latencies[context.promotion ? 'promotion' : 'plain'].push(performance.now() - context.sentAt);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status === 200 && body.includes('"holdsSlots":false')) waitingAnswers++;
            },
          },
        ],
      });
    } finally {
      await server.stop();
    }
    const check = (await onDatabase(database, (db) => CHECK.execute(db))).rows[0];
    if (database.kind === 'postgres') console.log(await functionTimes(database));
    return {
      v,
      result,
      statuses,
      waitingAnswers,
      latencies,
      targets: targets.length,
      check,
      loadAtStart,
      loadAtEnd: load1(),
    };
  } finally {
    await database.remove();
  }
}

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const goal = GOALS[kind];
const runs = [];
for (const v of VARIANTS) {
  const r = await measure(v);
  runs.push(r);
  const created = r.statuses.get(200) ?? 0;
  console.log(
    `${label(v)}: ${created} created (${Math.round(created / SECONDS)}/s, ${r.waitingAnswers} waiting for their code), p50 ${r.result.latency.p50} p99 ${r.result.latency.p99} ms, with / without the promotion p50 / p99 ${percentiles(r.latencies.promotion)} and ${percentiles(r.latencies.plain)} ms, statuses ${JSON.stringify([...r.statuses])}, check ${JSON.stringify(r.check)}, load ${r.loadAtStart} → ${r.loadAtEnd}`,
  );
}

const rows = runs.map((r) => {
  const created = r.statuses.get(200) ?? 0;
  const other = [...r.statuses.entries()].filter(([s]) => s !== 200 && s !== 409);
  const c = r.check;
  const meets =
    created / SECONDS >= goal.perSecond &&
    r.result.latency.p99 <= goal.p99 &&
    other.length === 0 &&
    r.result.errors === 0 &&
    c?.doubles === 0 &&
    c?.unclaimed === 0;
  return `| ${label(r.v)} | ${created} | ${Math.round(created / SECONDS)} | ${r.waitingAnswers} | ${r.statuses.get(409) ?? 0} | ${other.map(([s, n]) => `${s}: ${n}`).join(', ') || 'none'}${r.result.errors ? `, ${r.result.errors} errors` : ''} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${percentiles(r.latencies.promotion)} | ${percentiles(r.latencies.plain)} | ${c?.doubles} | ${c?.unclaimed} | ${c?.bookings} (${c?.waiting} waiting, ${c?.promoted} promoted) | ${r.loadAtStart} → ${r.loadAtEnd} | ${meets ? 'met' : 'NOT met'} |`;
});
const built = process.env.BENCH_API_DIST
  ? 'the built server (`node apps/api/dist/main.js` as `npm run serve`, built into BENCH_API_DIST)'
  : 'the source through tsx';
writeSection(
  `create-booking-${kind}`,
  `## POST /api/v1/booking-multiple under contention (${kind})

Command: \`${process.env.BENCH_API_DIST ? 'BENCH_API_DIST=<build> ' : ''}npm run bench -- create-booking${kind === 'postgres' ? ' (with DATABASE_URL, a database of its own per run)' : ''}\` · machine: ${machine()} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · server: ${built}
Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s a run, one run per row, each on a fresh database; ${runs[0]?.targets} free slots (salon × day × hour) each asked ${ASKS_PER_SLOT} times in a row by different phones from addresses of their own, "system picks", one 20-minute service; "half with a promotion": every other create carries a 10 % public promotion.

| run | bookings (200) | bookings / s | of them waiting for their code | slot taken (409) | other answers | p50 ms | p99 ms | with the promotion p50 / p99 ms | without p50 / p99 ms | slots held twice | live bookings without their claim | live bookings in the database | load average start → end | goal (≥ ${goal.perSecond}/s, p99 ≤ ${goal.p99} ms, 0 double) |
| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |
${rows.join('\n')}

"Waiting for their code": past the salon day's share of unconfirmed holds a create is answered 200 with \`holdsSlots: false\` and holds its hour only when its code confirms it (decision 0137). The double-booking columns are counted in the database after each run.`,
);
