import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { connectDatabase, databaseUrlOf, type DbHandle } from '../../../db/connect.ts';
import type { AppInstance } from '../../../http/app-instance.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBody, firstStylist, hoursOf, NOW, newAddress, TOMORROW_DD } from '../test-helpers.ts';
import { liveDaysOf } from './live-days.ts';

// Issue 21: two server processes on one PostgreSQL agree. B has the day's hours cached (its clock stands
// still, so without a notification the entry would never expire); a booking made through A shows taken
// in B's hours within 200 ms. PGlite is one process's own database: nothing to agree with.
const url = process.env.TEST_DATABASE_URL;

let a: TestApp;
let bHandle: DbHandle;
let b: AppInstance;
beforeAll(async () => {
  if (!url) return;
  a = await createTestApp({ now: NOW });
  const aUrl = databaseUrlOf(a.handle.db);
  if (!aUrl) throw new Error('no database url');
  bHandle = await connectDatabase({ databaseUrl: aUrl, dataDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
  b = await buildApp({
    deps: { db: bHandle.db, dbKind: 'postgres', config, now: () => NOW },
    serveWeb: false,
  });
  await b.ready();
  await Promise.all([liveDaysOf(a.app.deps).notifications.ready, liveDaysOf(b.deps).notifications.ready]);
});
afterAll(async () => {
  await b?.close();
  await bHandle?.close();
  await a?.close();
});

describe.skipIf(!url)('two processes on one PostgreSQL', () => {
  it('shows a slot booked through A as taken in B within 200 ms', async () => {
    const stylistId = await firstStylist(a.app, 1, TOMORROW_DD);
    const bookHourId = 1010;
    const before = await hoursOf(b, { salonId: 1, bookDate: TOMORROW_DD, stylistId });
    expect(before.find((h) => h.hourId === bookHourId)?.isFree).toBe(true);
    const booked = await a.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({ phone: '0913500001', stylistId, bookHours: [{ bookHourId, stylistId }] }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const start = performance.now();
    let free = true;
    while (free && performance.now() - start < 1_000) {
      const hours = await hoursOf(b, { salonId: 1, bookDate: TOMORROW_DD, stylistId });
      free = hours.find((h) => h.hourId === bookHourId)?.isFree ?? true;
      if (free) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const elapsed = performance.now() - start;
    expect(free).toBe(false);
    expect(elapsed).toBeLessThanOrEqual(200);
  });

  it("hears A again after B's listening connection was cut (PostgreSQL restarted it, a proxy dropped it)", async () => {
    const stylistId = await firstStylist(a.app, 1, TOMORROW_DD);
    const bookHourId = 1020;
    const cut = await sql<{ cut: boolean }>`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = current_database() and query like 'listen %'
    `.execute(a.handle.db);
    expect(cut.rows.length).toBeGreaterThan(0);
    // B reconnects after a second and, having maybe missed some, drops what it cached.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = await hoursOf(b, { salonId: 1, bookDate: TOMORROW_DD, stylistId });
    expect(before.find((h) => h.hourId === bookHourId)?.isFree).toBe(true);
    const booked = await a.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({ phone: '0913500002', stylistId, bookHours: [{ bookHourId, stylistId }] }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const start = performance.now();
    let free = true;
    while (free && performance.now() - start < 1_000) {
      const hours = await hoursOf(b, { salonId: 1, bookDate: TOMORROW_DD, stylistId });
      free = hours.find((h) => h.hourId === bookHourId)?.isFree ?? true;
      if (free) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(free).toBe(false);
    expect(performance.now() - start).toBeLessThanOrEqual(200);
  });
});
