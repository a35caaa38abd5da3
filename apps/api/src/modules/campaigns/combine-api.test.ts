import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';
import { createBody, NOW } from '../booking/test-helpers.ts';

// A voucher is never spent for nothing. The GOIDAU50 voucher (50% off the basic wash, 50K) and the
// public 49K campaign on the same wash cannot both lower its price; the server refuses the pair and
// spends nothing. A voucher that lowers no chosen service is refused too. On PGlite, or PostgreSQL
// with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t?.close());

const PHONE = '+84901112233';

async function customer(): Promise<{ id: number; headers: Record<string, string> }> {
  await t.handle.db
    .insertInto('customer')
    .values({ phone: PHONE })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  const { id } = await t.handle.db
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', PHONE)
    .executeTakeFirstOrThrow();
  const token = await createSession(t.handle.db, id, NOW);
  return { id, headers: { authorization: `Bearer ${token}` } };
}

const voucherUses = async (voucherId: number) =>
  (
    await t.handle.db
      .selectFrom('voucher')
      .select('remaining_usage')
      .where('id', '=', voucherId)
      .executeTakeFirstOrThrow()
  ).remaining_usage;

const bookings = async (customerId: number) =>
  (await t.handle.db.selectFrom('booking').select('id').where('customer_id', '=', customerId).execute())
    .length;

function book(headers: Record<string, string>, serviceIds: number[], campaigns: number[], bookHourId = 1003) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    headers,
    payload: createBody({
      phone: '0901112233',
      chosenServices: JSON.stringify(serviceIds.map((serviceId) => ({ serviceId }))),
      bookHours: [{ bookHourId, campaigns: campaigns.map((id) => ({ id, name: String(id) })) }],
    }),
  });
}

describe('promotions that cannot both lower a price', () => {
  it('refuses the voucher with the 49K campaign on the same wash and keeps the voucher', async () => {
    const c = await customer();
    const { id: voucherId } = await t.handle.db
      .insertInto('voucher')
      .values({ campaign_id: 10, customer_id: c.id, total_usage: 1, remaining_usage: 1, source: 'code' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await bookings(c.id);

    const both = await book(c.headers, [1011], [1, 10]);
    expect(both.statusCode, both.body).toBe(400);
    expect(both.json().message).toBe(message('campaignNotCombinable'));
    expect(await voucherUses(voucherId)).toBe(1);
    expect(await bookings(c.id)).toBe(before);

    // A voucher that lowers no chosen service is not spent either.
    const useless = await book(c.headers, [3011], [10]);
    expect(useless.statusCode, useless.body).toBe(400);
    expect(useless.json().message).toBe(message('campaignNoSaving'));
    expect(await voucherUses(voucherId)).toBe(1);
    expect(await bookings(c.id)).toBe(before);

    // The campaign alone books at 49K and leaves the voucher for another day.
    const alone = await book(c.headers, [1011], [1]);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().data.booking.totalMoney).toBe(49000);
    expect(await voucherUses(voucherId)).toBe(1);
  });
});
