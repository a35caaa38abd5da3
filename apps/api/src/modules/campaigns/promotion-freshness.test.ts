import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, databaseUrlOf, type DbHandle } from '../../db/connect.ts';
import { listenToDatabase } from '../../db/notifications.ts';
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

// A create caches what changes rarely (prices, the services' catalogue, the campaigns' definitions); what
// decides whether a promotion is still allowed is checked by the database in the booking's own statement.
// Written as the attack: instance B has just used the promotion (its caches are warm), then it is ended or
// used up through instance A (another process on PostgreSQL with TEST_DATABASE_URL; another app on the
// same PGlite otherwise), and B's very next create must be refused. The stale cases change the campaign
// with the triggers off, so no process hears of it: B's cache surely still holds the old definition.

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

/** A create on B with the test promotion (or `campaign`), on the next free hour of salon 1 tomorrow. */
async function bookOnB(opts: { campaign?: number; service?: number; phone?: string } = {}) {
  const service = opts.service ?? SERVICE;
  const hours = await hoursOf(b, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: String(service) });
  const hour = hours.find((h) => h.isFree && !taken.has(h.hourId));
  if (!hour) throw new Error('no free hour left');
  taken.add(hour.hourId);
  return b.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    payload: createBody({
      phone: opts.phone ?? `09147300${String(++phones).padStart(2, '0')}`,
      chosenServices: JSON.stringify([{ serviceId: service }]),
      bookHours: [{ bookHourId: hour.hourId, campaigns: [{ id: opts.campaign ?? TEST_PROMOTION }] }],
    }),
  });
}

type CampaignChange = {
  start_date?: string;
  end_date?: string;
  remaining_usage?: number | null;
  is_active?: boolean;
};

const setCampaign = (values: CampaignChange) =>
  a.handle.db.updateTable('campaign').set(values).where('id', '=', TEST_PROMOTION).execute();

/** The same change, heard by no process: its triggers (the caches' drop) do not run. */
const setCampaignUnheard = (values: CampaignChange) =>
  a.handle.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('campaign').set(values).where('id', '=', TEST_PROMOTION).execute();
  });

const NOT_FOUND = 'Ưu đãi không tồn tại hoặc đã kết thúc.';
const OPEN = { remaining_usage: null, is_active: true, start_date: '2026-01-01', end_date: '2027-12-31' };

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

describe('a promotion changed while B still holds its old definition', () => {
  const refusedWhenStale = [
    { change: { remaining_usage: 0 }, status: 409, message: 'Ưu đãi đã hết lượt sử dụng.' },
    { change: { end_date: NOW.toISOString().slice(0, 10) }, status: 400, message: 'Ưu đãi đã hết hạn.' },
    {
      change: { start_date: '2027-06-01' },
      status: 400,
      message: 'Ưu đãi chưa bắt đầu, bạn vui lòng quay lại sau nhé!',
    },
    { change: { is_active: false }, status: 400, message: NOT_FOUND },
  ];
  for (const { change, status, message } of refusedWhenStale) {
    it(`is refused by the database after ${JSON.stringify(change)}`, async () => {
      await setCampaign(OPEN);
      const warm = await bookOnB();
      expect(warm.statusCode, warm.body).toBe(200);
      await setCampaignUnheard(change);
      const refused = await bookOnB();
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().message).toBe(message);
    });
  }

  it('is accepted when the cache refuses what the database allows', async () => {
    await setCampaign({ ...OPEN, is_active: false });
    const refused = await bookOnB();
    expect(refused.json().message, refused.body).toBe(NOT_FOUND);
    await setCampaignUnheard({ is_active: true });
    const accepted = await bookOnB();
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe("what B's cache never holds: a phone's and a voucher's uses", () => {
  const ONCE = 4; // once per phone: 50% off massage (4011)
  const GIFT = 14; // voucher campaign: the demo gift customer (0912345678) holds 2 uses (3021)

  it('refuses a once-per-phone campaign the phone has used', async () => {
    const phone = '0914730090';
    const warm = await bookOnB({ campaign: ONCE, service: 4011 });
    expect(warm.statusCode, warm.body).toBe(200);
    // The phone used it at an earlier visit (a confirmed booking written directly).
    const customer = await a.handle.db
      .insertInto('customer')
      .values({ phone: `+84${phone.slice(1)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const visit = await a.handle.db
      .insertInto('booking')
      .values({
        salon_id: 1,
        customer_id: customer.id,
        date_book: '2026-11-01',
        status: 'confirmed',
        params: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await a.handle.db
      .insertInto('campaign_redemption')
      .values({
        booking_id: visit.id,
        person_index: 0,
        campaign_id: ONCE,
        customer_id: customer.id,
        once_per_phone: true,
        created_at: NOW,
        taken_at: NOW,
      })
      .execute();
    const refused = await bookOnB({ campaign: ONCE, service: 4011, phone });
    expect(refused.json().message, refused.body).toBe('Số điện thoại này đã dùng ưu đãi này rồi.');
  });

  it("refuses a voucher campaign to a phone without the voucher's use, not to its owner", async () => {
    const refused = await bookOnB({ campaign: GIFT, service: 3021 });
    expect(refused.json().message, refused.body).toBe('Ưu đãi đã hết lượt sử dụng.');
    const owner = await bookOnB({ campaign: GIFT, service: 3021, phone: '0912345678' });
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe("the campaigns' cache is dropped in every process", () => {
  it('when a definition changes, not when a use is taken', async () => {
    const heard: string[] = [];
    const notifications = listenToDatabase(a.handle.db, () => undefined);
    notifications.on('static_changed', (payload) => heard.push(payload));
    await notifications.ready;
    try {
      await setCampaign({ remaining_usage: 5 });
      await setCampaign({ remaining_usage: 4 });
      await setCampaign({ end_date: '2027-12-30' });
      // Notifications arrive in commit order: once the marker is heard, every change's has been.
      await sql`select pg_notify('static_changed', 'marker')`.execute(a.handle.db);
      await expect.poll(() => heard.includes('marker')).toBe(true);
      expect(heard).toEqual(['', 'marker']);
    } finally {
      await notifications.close();
    }
  });
});
