import { Refusal } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalToHttp } from '../../http/refusal-to-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';
import { createBody, NOW, TOMORROW_ISO } from '../booking/test-helpers.ts';
import { applyCampaignsInBooking, redeemVoucher } from './redeem.ts';

// A voucher is never used more often than it allows, even under concurrent bookings; on PGlite, or
// on PostgreSQL (truly concurrent transactions) when TEST_DATABASE_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t?.close());

async function customerId(phone: string): Promise<number> {
  const row = await t.handle.db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function giveVoucher(phone: string, campaignId: number, uses: number): Promise<number> {
  const { id } = await t.handle.db
    .insertInto('voucher')
    .values({
      campaign_id: campaignId,
      customer_id: await customerId(phone),
      total_usage: uses,
      remaining_usage: uses,
      source: 'gift',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('redeemVoucher under concurrency', () => {
  it('gives at most 10 uses to 100 concurrent transactions on a 10-use voucher', async () => {
    const cid = await customerId('+84868888999');
    const voucherId = await giveVoucher('+84868888999', 10, 10);
    const attempts = Array.from({ length: 100 }, () =>
      t.handle.db.transaction().execute(async (trx) => {
        const booking = await trx
          .insertInto('booking')
          .values({
            salon_id: 1,
            customer_id: cid,
            date_book: TOMORROW_ISO,
            status: 'confirmed',
            hold_expires_at: null,
            params: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return applyCampaignsInBooking(trx, {
          bookingId: booking.id,
          personIndex: 0,
          salonId: 1,
          customerId: cid,
          dateIso: TOMORROW_ISO,
          services: [{ serviceId: 1011, price: 99000 }],
          campaignIds: [10],
          now: NOW,
        });
      }),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(10);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(Refusal);
      const answer = refusalToHttp(r.reason as Refusal);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Ưu đãi đã hết lượt sử dụng.');
    }
    const voucher = await t.handle.db
      .selectFrom('voucher')
      .select('remaining_usage')
      .where('id', '=', voucherId)
      .executeTakeFirstOrThrow();
    expect(voucher.remaining_usage).toBe(0);
    const uses = await t.handle.db
      .selectFrom('campaign_redemption')
      .select('id')
      .where('voucher_id', '=', voucherId)
      .execute();
    expect(uses).toHaveLength(10);
    const value = won[0]?.status === 'fulfilled' ? won[0].value : null;
    expect(value?.total).toBe(50000); // 50% off 99,000, rounded to 1,000
    expect(
      await t.handle.db
        .transaction()
        .execute((trx) => redeemVoucher(trx, { customerId: cid, campaignId: 10 })),
    ).toBeNull();
  });
});

describe('POST /api/v1/booking-multiple with campaigns', () => {
  it('reprices by the chosen voucher, takes its use, and refuses once it is used up', async () => {
    const phone = '+84901234567';
    const voucherId = await giveVoucher(phone, 10, 1);
    const token = await createSession(t.handle.db, await customerId(phone), NOW);
    const headers = { authorization: `Bearer ${token}` };
    const body = (bookHourId: number) =>
      createBody({
        phone: '0901234567',
        bookHours: [{ bookHourId, campaigns: [{ id: 10, name: 'Voucher' }] }],
      });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      payload: body(1003),
      headers,
    });
    expect(first.statusCode, first.body).toBe(200);
    const booking = first.json().data.booking;
    expect(booking.totalMoney).toBe(50000);
    expect(booking.listBooking[0].services[0]).toMatchObject({ serviceId: 1011, price: 50000 });
    // The stored total is what the customer pays, after the promotion.
    const stored = await t.handle.db
      .selectFrom('booking')
      .select('total_money')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.total_money).toBe(50000);
    const v = await t.handle.db
      .selectFrom('voucher')
      .select('remaining_usage')
      .where('id', '=', voucherId)
      .executeTakeFirstOrThrow();
    expect(v.remaining_usage).toBe(0);

    // Cancelling gives the use back (database trigger of migration 008).
    await t.handle.db
      .updateTable('booking')
      .set({ status: 'cancelled' })
      .where('id', '=', booking.id)
      .execute();
    const back = await t.handle.db
      .selectFrom('voucher')
      .select('remaining_usage')
      .where('id', '=', voucherId)
      .executeTakeFirstOrThrow();
    expect(back.remaining_usage).toBe(1);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      payload: body(1020),
      headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    await t.handle.db
      .updateTable('booking')
      .set({ status: 'cancelled' })
      .where('id', '=', again.json().data.booking.id)
      .execute();
    await t.handle.db
      .updateTable('voucher')
      .set({ remaining_usage: 0 })
      .where('id', '=', voucherId)
      .execute();
    const before = await t.handle.db.selectFrom('booking').select('id').execute();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      payload: body(1025),
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ưu đãi đã hết lượt sử dụng.');
    expect(await t.handle.db.selectFrom('booking').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an invalid campaign with a 400 and writes nothing', async () => {
    const before = await t.handle.db.selectFrom('booking').select('id').execute();
    for (const campaign of ['[{"id":5}]', '[{"id":999}]', 'not json', '[{"id":-1}]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/booking-multiple',
        payload: createBody({ phone: '0912000077', campaign, bookHours: [{ bookHourId: 1030 }] }),
      });
      expect(res.statusCode, campaign).toBe(400);
    }
    expect(await t.handle.db.selectFrom('booking').select('id').execute()).toHaveLength(before.length);
  });
});
