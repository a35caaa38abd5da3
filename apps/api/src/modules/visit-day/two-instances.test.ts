import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, databaseUrlOf, type DbHandle } from '../../db/connect.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { openEventStream, until } from '../../test/event-stream-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstStylist, TOMORROW_DD } from '../booking/test-helpers.ts';
import { runDueJobs } from '../jobs/index.ts';
import { type Booked, bookTomorrow, pos, tomorrowAt } from './test-helpers.ts';

// Two app instances on one database (two processes on PostgreSQL with TEST_DATABASE_URL; two apps on
// one PGlite otherwise): the 15-minute message goes once per booking whichever instance hears the
// report and whichever runs the jobs, and a page streaming from one instance hears the other's report.

let a: TestApp;
let second: DbHandle | null = null;
let b: AppInstance;
let base: string;
const day: Record<string, Booked> = {};
beforeAll(async () => {
  a = await createTestApp();
  const url = databaseUrlOf(a.handle.db);
  if (url) second = await connectDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
  const db = second?.db ?? a.handle.db;
  b = await buildApp({
    deps: { db, dbKind: a.handle.kind, config, now: () => a.clock.now },
    serveWeb: false,
  });
  await b.ready();
  base = await b.listen({ port: 0, host: '127.0.0.1' });
  const stylistId = await firstStylist(a.app, 1, TOMORROW_DD);
  const hours = { z: '13h30', a: '13h50', b: '14h10', c: '14h30' };
  let n = 0;
  for (const [name, hour] of Object.entries(hours)) {
    day[name] = await bookTomorrow(a.app, `+8491470${String(++n).padStart(4, '0')}`, hour, stylistId);
  }
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await a?.close();
});

const sentTo = async (bookingId: number) =>
  a.app.deps.db
    .selectFrom('reminder_delivery')
    .select(['text', 'channel'])
    .where('booking_id', '=', bookingId)
    .execute();

/** The queue stream of a booking from instance B, and what arrived on it. */
const streamFromB = (booked: Booked) =>
  openEventStream(`${base}/api/v1/visit-day/${booked.id}/events`, {
    authorization: `Bearer ${booked.token}`,
  });

describe('two instances on one database', () => {
  it("a page streaming from B hears A's report of its salon day", async () => {
    a.clock.now = tomorrowAt('13:30');
    const page = await streamFromB(day.c!);
    expect(page.res.headers.get('content-type')).toContain('text/event-stream');
    await until(() => page.text().includes(': open'), 2_000);
    const start = await pos(a.app, '/api/pos/services/start', { bookingId: day.z!.id });
    expect(start.statusCode, start.body).toBe(200);
    await until(() => page.text().includes('event: queue'), 2_000);
    page.close();
    expect(page.text()).toContain('event: queue');
  });

  it('sends the 15-minute message once per late booking across both instances', async () => {
    // Z took 40 minutes for 20 (pace 2) and A sits down 20 minutes late, reported at once through A and B.
    a.clock.now = tomorrowAt('14:10');
    const [end, start] = await Promise.all([
      pos(a.app, '/api/pos/services/end', { bookingId: day.z!.id }),
      pos(b, '/api/pos/services/start', { bookingId: day.a!.id }),
    ]);
    expect([end.statusCode, start.statusCode]).toEqual([200, 200]);
    await Promise.all([runDueJobs(a.app.deps, a.clock.now), runDueJobs(b.deps, a.clock.now)]);
    // Later reports of the same late day tell no one again.
    a.clock.now = tomorrowAt('14:50');
    expect((await pos(b, '/api/pos/services/end', { bookingId: day.a!.id })).statusCode).toBe(200);
    expect((await pos(a.app, '/api/pos/services/start', { bookingId: day.b!.id })).statusCode).toBe(200);
    await Promise.all([runDueJobs(a.app.deps, a.clock.now), runDueJobs(b.deps, a.clock.now)]);

    for (const late of [day.b!, day.c!]) {
      const sent = await sentTo(late.id);
      expect(sent, `booking ${late.id}`).toHaveLength(1);
      expect(sent[0]!.text).toMatch(/trễ khoảng \d+ phút/);
      expect(sent[0]!.text).toContain('bạn có thể đến muộn hơn');
      // The day written the one way, as the reminders write it.
      expect(sent[0]!.text).toContain(' 24/11/2026 ');
    }
    // Z was never waiting late. A was 20 minutes late while waiting if Z's end was heard before A's start
    // (the two race): told once then, never twice.
    expect(await sentTo(day.z!.id)).toHaveLength(0);
    expect((await sentTo(day.a!.id)).length).toBeLessThanOrEqual(1);
    const notices = await a.app.deps.db.selectFrom('booking_late_notice').selectAll().execute();
    const noticed = notices.map((n) => n.booking_id);
    expect(noticed).toEqual(expect.arrayContaining([day.b!.id, day.c!.id]));
    expect(new Set(noticed).size).toBe(noticed.length);
    expect(await a.app.deps.db.selectFrom('reminder_delivery').selectAll().execute()).toHaveLength(
      noticed.length,
    );
  });
});
