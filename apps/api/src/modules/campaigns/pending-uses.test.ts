import { messageWith } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';
import { freeExpiredHolds } from '../booking/index.ts';
import { createBody, hoursOf, latestCode, NOW, newAddress, TOMORROW_DD } from '../booking/test-helpers.ts';

// Promotions used at confirmation (decision 0101), written as the attack: unconfirmed holds took uses of limited
// campaigns, a victim's gift voucher and marked a once-per-phone campaign used. Now a booking waiting
// for its OTP only notes its promotions; confirming it takes them, atomically. On PGlite, or on
// PostgreSQL (truly concurrent confirmations) when TEST_DATABASE_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t?.close());

const LIMITED = 2; // 20% off men's haircuts (services 3011-3013) at salons 1-3, limited uses
const ONCE = 4; // once per phone: 50% off massage (4011-4013)
const GIFT = 14; // voucher campaign: the demo gift customer holds 2 uses (3021, 3022)
const GIFT_PHONE = '0912345678';

// Each booking takes the next free hour for its service, so bookings never race for a slot here.
const used = new Set<number>();
async function nextHour(serviceId: number): Promise<number> {
  const hours = await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: String(serviceId) });
  const hour = hours.find((h) => h.isFree && !used.has(h.hourId));
  if (!hour) throw new Error('no free hour left');
  used.add(hour.hourId);
  return hour.hourId;
}

async function book(
  phone: string,
  serviceId: number,
  campaignId: number,
  opts: { from?: string; token?: string } = {},
) {
  const from = opts.from ?? newAddress();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: from,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    payload: createBody({
      phone,
      chosenServices: JSON.stringify([{ serviceId }]),
      bookHours: [{ bookHourId: await nextHour(serviceId), campaigns: [{ id: campaignId }] }],
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.booking.id as number, from, totalMoney: res.json().data.booking.totalMoney };
}

/** Sends the booking's OTP and returns a function that confirms it with the code. */
async function readyToConfirm(booking: { id: number; from: string }, phone: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking/send-otp-booking',
    remoteAddress: booking.from,
    payload: { bookingId: booking.id, phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(t.app, phone);
  return () =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/booking/verify-otp-booking',
      remoteAddress: booking.from,
      payload: { bookingId: booking.id, phone, code },
    });
}

const campaignLeft = async (id: number) =>
  (
    await t.handle.db
      .selectFrom('campaign')
      .select('remaining_usage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).remaining_usage;
const statusOf = async (bookingId: number) =>
  (
    await t.handle.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
  ).status;
const customerId = async (phone: string) =>
  (
    await t.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', `+84${phone.slice(1)}`)
      .executeTakeFirstOrThrow()
  ).id;
const giftLeft = async () =>
  (
    await t.handle.db
      .selectFrom('voucher')
      .select('remaining_usage')
      .where('customer_id', '=', await customerId(GIFT_PHONE))
      .where('campaign_id', '=', GIFT)
      .executeTakeFirstOrThrow()
  ).remaining_usage;

describe('promotions of a booking waiting for its OTP', () => {
  it('does not take the last use of a limited campaign; confirming does, and a later confirm is refused', async () => {
    t.clock.now = NOW;
    await t.handle.db.updateTable('campaign').set({ remaining_usage: 1 }).where('id', '=', LIMITED).execute();
    const hoarder = await book('0941000001', 3011, LIMITED);
    expect(await campaignLeft(LIMITED)).toBe(1);
    // Another customer can still use it, and confirming takes it.
    const customer = await book('0941000002', 3011, LIMITED);
    expect((await (await readyToConfirm(customer, '0941000002'))()).statusCode).toBe(200);
    expect(await campaignLeft(LIMITED)).toBe(0);
    // The hoarder's confirmation finds it gone: refused, still pending, and it may choose again.
    const late = await (await readyToConfirm(hoarder, '0941000001'))();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: messageWith('campaignUsedUpAtConfirm', { name: 'Giảm 20% cắt tóc nam tại Cầu Giấy' }),
      reason: 'campaign_used_up',
      campaignId: LIMITED,
    });
    expect(await statusOf(hoarder.id)).toBe('pending_otp');
    expect(await campaignLeft(LIMITED)).toBe(0);
  });

  it("leaves a victim's gift voucher untouched by a hold for their phone, and uses it when they confirm", async () => {
    t.clock.now = NOW;
    expect(await giftLeft()).toBe(2);
    const hold = await book(GIFT_PHONE, 3021, GIFT);
    expect(hold.totalMoney).toBeGreaterThan(0);
    expect(await giftLeft()).toBe(2);
    // The hold lapses: nothing to give back, nothing lost.
    t.clock.now = new Date(NOW.getTime() + 5 * 60_000);
    expect(await freeExpiredHolds(t.handle.db, t.clock.now)).toContain(hold.id);
    expect(await giftLeft()).toBe(2);
    // The owner books and confirms: one use is taken, once.
    const own = await book(GIFT_PHONE, 3021, GIFT);
    expect((await (await readyToConfirm(own, GIFT_PHONE))()).statusCode).toBe(200);
    expect(await giftLeft()).toBe(1);
    const taken = await t.handle.db
      .selectFrom('campaign_redemption')
      .select(['voucher_id', 'taken_at'])
      .where('booking_id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(taken.voucher_id).not.toBeNull();
    expect(taken.taken_at).not.toBeNull();
    // Cancelling the confirmed booking gives the use back (migration 008's trigger, kept).
    await t.handle.db.updateTable('booking').set({ status: 'cancelled' }).where('id', '=', own.id).execute();
    expect(await giftLeft()).toBe(2);
  });

  it('does not mark a once-per-phone campaign used by a hold; the owner can still use it', async () => {
    t.clock.now = NOW;
    const victim = '0941000003';
    await book(victim, 4011, ONCE);
    // The owner (logged in: only they are told) still sees it unused, and can use it.
    const token = await createSession(t.handle.db, await customerId(victim), NOW);
    const usedNow = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/campaign-customer/one-phone-campaign',
          headers: { authorization: `Bearer ${token}` },
          payload: { phone: victim, campaignId: ONCE },
        })
      ).json().data.used;
    expect(await usedNow()).toBe(false);
    await book(victim, 4011, ONCE, { token });
    expect(await usedNow()).toBe(true);
  });

  it('refuses to confirm a hold whose once-per-phone campaign the phone used meanwhile', async () => {
    t.clock.now = NOW;
    const phone = '0941000004';
    const hold = await book(phone, 4011, ONCE);
    // Meanwhile the phone used it at the salon (a confirmed booking written directly).
    const cid = await customerId(phone);
    const other = await t.handle.db
      .insertInto('booking')
      .values({ salon_id: 1, customer_id: cid, date_book: '2026-11-30', status: 'confirmed', params: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('campaign_redemption')
      .values({
        booking_id: other.id,
        person_index: 0,
        campaign_id: ONCE,
        customer_id: cid,
        once_per_phone: true,
        created_at: NOW,
        taken_at: NOW,
      })
      .execute();
    const res = await (await readyToConfirm(hold, phone))();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      messageWith('campaignOncePerPhoneAtConfirm', { name: 'Khách mới: massage cổ vai gáy giảm 50%' }),
    );
    expect(await statusOf(hold.id)).toBe('pending_otp');
  });

  it('gives the last use to exactly one of two holds confirmed at the same time', async () => {
    t.clock.now = NOW;
    await t.handle.db.updateTable('campaign').set({ remaining_usage: 1 }).where('id', '=', LIMITED).execute();
    const a = await book('0941000005', 3011, LIMITED);
    const b = await book('0941000006', 3011, LIMITED);
    const confirmA = await readyToConfirm(a, '0941000005');
    const confirmB = await readyToConfirm(b, '0941000006');
    const answers = await Promise.all([confirmA(), confirmB()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().reason).toBe('campaign_used_up');
    const statuses = [await statusOf(a.id), await statusOf(b.id)].sort();
    expect(statuses).toEqual(['confirmed', 'pending_otp']);
    expect(await campaignLeft(LIMITED)).toBe(0);
    const taken = await t.handle.db
      .selectFrom('campaign_redemption')
      .select('booking_id')
      .where('booking_id', 'in', [a.id, b.id])
      .where('taken_at', 'is not', null)
      .execute();
    expect(taken).toHaveLength(1);
  });
});
