import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  addTestPromotion,
  createBody,
  firstStylist,
  NOW,
  newAddress,
  TEST_PROMOTION,
  TOMORROW_DD,
} from '../test-helpers.ts';
import { OTP_HOLD_MS } from './create-service.ts';
import { liveDaysOf } from '../hours/live-days.ts';

// Issue 21: a create is a handful of round trips to the database, not ~20. Counted at Kysely's executor
// (every statement) and its transactions (BEGIN and COMMIT are two more), on PGlite or PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await addTestPromotion(t.handle.db);
  await heardByTheApp();
});

/**
 * On PostgreSQL the promotion's writes drop the app's static cache when their notification arrives, which
 * may be after a test's first create has filled it. A marker heard by the app's own listener (which
 * handles notifications in commit order) says every earlier one was heard.
 */
async function heardByTheApp() {
  const { notifications } = liveDaysOf(t.app.deps);
  await notifications.ready;
  const heard = new Promise<void>((resolve) =>
    notifications.on('static_changed', (payload) => {
      if (payload === 'marker') resolve();
    }),
  );
  await sql`select pg_notify('static_changed', 'marker')`.execute(t.handle.db);
  await heard;
}
afterAll(async () => {
  await t?.close();
});

async function countRoundTrips<T>(
  run: () => Promise<T>,
): Promise<{ result: T; trips: number; sql: string[] }> {
  const db = t.handle.db;
  const proto = Object.getPrototypeOf(db.getExecutor()) as { executeQuery: (...a: unknown[]) => unknown };
  const own = Object.hasOwn(proto, 'executeQuery');
  const original = proto.executeQuery;
  const sql: string[] = [];
  let transactions = 0;
  proto.executeQuery = function (this: unknown, ...args: unknown[]) {
    sql.push(String((args[0] as { sql?: string }).sql).slice(0, 60));
    return original.apply(this, args);
  };
  const transaction = db.transaction;
  db.transaction = function (this: typeof db) {
    transactions += 1;
    return transaction.call(this);
  } as typeof db.transaction;
  try {
    const result = await run();
    return { result, trips: sql.length + 2 * transactions, sql };
  } finally {
    if (own) proto.executeQuery = original;
    else delete (proto as Partial<typeof proto>).executeQuery;
    db.transaction = transaction;
  }
}

const create = (phone: string, bookHourId: number, campaigns: number[] = []) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    payload: createBody({
      phone,
      chosenServices: JSON.stringify([{ serviceId: 1021 }]),
      bookHours: [{ bookHourId, stylistId: 0, campaigns: campaigns.map((id) => ({ id })) }],
    }),
  });

describe('create-booking round trips', () => {
  it("books a slot in 1 statement once the salon day is cached (was about 20): the phone's tier is read in it", async () => {
    expect((await create('0913400001', 1003)).statusCode).toBe(200);
    const { result, trips, sql } = await countRoundTrips(() => create('0913400002', 1006));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data.booking.listBooking[0].stylistId).toBeGreaterThan(0);
    expect(trips, sql.join('\n')).toBe(1);
  });

  it('books a slot with a promotion in 1 statement too once its definition is cached', async () => {
    expect((await create('0913400005', 1009, [TEST_PROMOTION])).statusCode).toBe(200);
    const { result, trips, sql } = await countRoundTrips(() => create('0913400006', 1015, [TEST_PROMOTION]));
    expect(result.statusCode, result.body).toBe(200);
    const noted = await t.handle.db
      .selectFrom('campaign_redemption')
      .select('campaign_id')
      .where('booking_id', '=', result.json().data.booking.id)
      .execute();
    expect(noted).toEqual([{ campaign_id: TEST_PROMOTION }]);
    expect(trips, sql.join('\n')).toBe(1);
  });

  it('books a slot held by a lapsed unconfirmed booking without a sweep, and that booking expires', async () => {
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({ phone: '0913400003', stylistId, bookHours: [{ bookHourId: 1012, stylistId }] }),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    t.clock.now = new Date(NOW.getTime() + OTP_HOLD_MS + 1_000);
    try {
      const { result, sql } = await countRoundTrips(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/booking-multiple',
          remoteAddress: newAddress(),
          payload: createBody({
            phone: '0913400004',
            stylistId,
            bookHours: [{ bookHourId: 1012, stylistId }],
          }),
        }),
      );
      expect(result.statusCode, result.body).toBe(200);
      // No sweep: the function frees only the slots in its way, in its one statement.
      expect(
        sql.filter((q) => q.includes('with expired as')),
        sql.join('\n'),
      ).toEqual([]);
      expect(sql.filter((q) => q.includes('book_in_one'))).toHaveLength(1);
      const lapsed = await t.handle.db
        .selectFrom('booking')
        .select('status')
        .where('id', '=', hold.json().data.booking.id)
        .executeTakeFirstOrThrow();
      expect(lapsed.status).toBe('expired');
    } finally {
      t.clock.now = NOW;
    }
  });
});
