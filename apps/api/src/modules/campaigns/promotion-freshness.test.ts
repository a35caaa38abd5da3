import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, databaseUrlOf, type DbHandle } from '../../db/connect.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addTestPromotion,
  createBody,
  hoursOf,
  newAddress,
  NOW,
  TEST_PROMOTION,
  TOMORROW_DD,
} from '../booking/test-helpers.ts';

// A create caches what changes rarely (prices, the services' catalogue), never what decides whether a
// promotion is still allowed. Written as the attack: instance B has just used the promotion (its caches
// are warm), then it is ended or used up through instance A (another process on PostgreSQL with
// TEST_DATABASE_URL; another app on the same PGlite otherwise), and B's very next create must be refused.

let a: TestApp;
let second: DbHandle | null = null;
let b: AppInstance;
beforeAll(async () => {
  a = await createTestApp({ now: NOW });
  await addTestPromotion(a.handle.db);
  const url = databaseUrlOf(a.handle.db);
  if (url) second = await connectDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
  b = await buildApp({
    deps: { db: second?.db ?? a.handle.db, dbKind: a.handle.kind, config, now: () => a.clock.now },
    serveWeb: false,
  });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await a?.close();
});

const SERVICE = 1021;
const taken = new Set<number>();
let phones = 0;

/** A create on B with the test promotion, on the next free hour of salon 1 tomorrow. */
async function bookOnB() {
  const hours = await hoursOf(b, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: String(SERVICE) });
  const hour = hours.find((h) => h.isFree && !taken.has(h.hourId));
  if (!hour) throw new Error('no free hour left');
  taken.add(hour.hourId);
  return b.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    payload: createBody({
      phone: `09147300${String(++phones).padStart(2, '0')}`,
      chosenServices: JSON.stringify([{ serviceId: SERVICE }]),
      bookHours: [{ bookHourId: hour.hourId, campaigns: [{ id: TEST_PROMOTION }] }],
    }),
  });
}

const setCampaign = (values: { end_date?: string; remaining_usage?: number | null }) =>
  a.handle.db.updateTable('campaign').set(values).where('id', '=', TEST_PROMOTION).execute();

describe('a promotion changed through another instance', () => {
  it('is refused by the next create once its last use is gone', async () => {
    await setCampaign({ remaining_usage: null });
    const warm = await bookOnB();
    expect(warm.statusCode, warm.body).toBe(200);
    await setCampaign({ remaining_usage: 0 });
    const refused = await bookOnB();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('Ưu đãi đã hết lượt sử dụng.');
  });

  it('is refused by the next create once it has ended', async () => {
    await setCampaign({ remaining_usage: null });
    const warm = await bookOnB();
    expect(warm.statusCode, warm.body).toBe(200);
    await setCampaign({ end_date: NOW.toISOString().slice(0, 10) });
    const refused = await bookOnB();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('Ưu đãi đã hết hạn.');
  });
});
