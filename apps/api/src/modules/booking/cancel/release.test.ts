import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBody, hoursOf, loginAs, NOW, newAddress, TOMORROW_DD } from '../test-helpers.ts';

// What a cancel and a change give back: the slots (also in the cached hours answer, which lives a
// second and used to outlive a cancel) and the promotion uses (exactly once, from one SQL function).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t?.close());

const LIMITED = 2; // 20% off men's haircuts (services 3011-3013) at salons 1-3, limited uses
const GIFT = 14; // voucher campaign: the demo gift customer holds 2 uses (3021, 3022)
const GIFT_PHONE = '0912345678';
const intl = (phone: string) => `+84${phone.slice(1)}`;

const login = (phone: string) => loginAs(t.handle.db, intl(phone));

const person = (bookHourId: number, serviceId: number, campaignId?: number) => ({
  bookHourId,
  stylistId: 0,
  chosenServices: JSON.stringify([{ serviceId }]),
  ...(campaignId ? { campaigns: [{ id: campaignId }] } : {}),
});
type Person = ReturnType<typeof person>;

async function book(token: string, phone: string, p: Person) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: { authorization: `Bearer ${token}` },
    payload: createBody({ phone, bookHours: [p] }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking as { id: number; status: string };
}

const change = (token: string, bookingId: number, phone: string, p: Person) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/booking/${bookingId}`,
    headers: { authorization: `Bearer ${token}` },
    payload: createBody({ phone, bookHours: [p] }),
  });
const cancel = (token: string, bookingId: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/booking/${bookingId}/cancel`,
    headers: { authorization: `Bearer ${token}` },
  });

const isFree = async (hourId: number, serviceId: number) =>
  (await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: String(serviceId) })).find(
    (h) => h.hourId === hourId,
  )?.totalStylistEmpty;

const campaignLeft = async () =>
  (
    await t.handle.db
      .selectFrom('campaign')
      .select('remaining_usage')
      .where('id', '=', LIMITED)
      .executeTakeFirstOrThrow()
  ).remaining_usage;
const giftLeft = async () =>
  (
    await t.handle.db
      .selectFrom('voucher as v')
      .innerJoin('customer as c', 'c.id', 'v.customer_id')
      .select('v.remaining_usage')
      .where('c.phone', '=', intl(GIFT_PHONE))
      .where('v.campaign_id', '=', GIFT)
      .executeTakeFirstOrThrow()
  ).remaining_usage;

describe('the hours answer after a cancel or a change (same clock, cache still fresh)', () => {
  it('shows the slot of a cancelled booking free again at once', async () => {
    t.clock.now = NOW;
    const token = await login('0917000001');
    const before = await isFree(1030, 1021);
    const booking = await book(token, '0917000001', person(1030, 1021));
    // Read while booked: this answer is cached for the salon day.
    expect(await isFree(1030, 1021)).toBe((before ?? 0) - 1);
    expect((await cancel(token, booking.id)).statusCode).toBe(200);
    expect(await isFree(1030, 1021)).toBe(before);
  });

  it('shows the old slot of a changed booking free and the new one taken at once', async () => {
    t.clock.now = NOW;
    const token = await login('0917000002');
    const [oldBefore, newBefore] = [await isFree(1032, 1021), await isFree(1034, 1021)];
    const booking = await book(token, '0917000002', person(1032, 1021));
    expect(await isFree(1032, 1021)).toBe((oldBefore ?? 0) - 1);
    expect(await isFree(1034, 1021)).toBe(newBefore);
    const res = await change(token, booking.id, '0917000002', person(1034, 1021));
    expect(res.statusCode, res.body).toBe(200);
    expect(await isFree(1032, 1021)).toBe(oldBefore);
    expect(await isFree(1034, 1021)).toBe((newBefore ?? 0) - 1);
  });
});

describe('promotion uses given back', () => {
  it('by a change that drops a limited campaign, once, however often it is changed or cancelled', async () => {
    t.clock.now = NOW;
    await t.handle.db.updateTable('campaign').set({ remaining_usage: 5 }).where('id', '=', LIMITED).execute();
    const token = await login('0917000003');
    const booking = await book(token, '0917000003', person(1005, 3011, LIMITED));
    expect(await campaignLeft()).toBe(4);
    // Keeping the campaign gives the use back and takes it again.
    expect((await change(token, booking.id, '0917000003', person(1008, 3011, LIMITED))).statusCode).toBe(200);
    expect(await campaignLeft()).toBe(4);
    expect((await change(token, booking.id, '0917000003', person(1010, 3011))).statusCode).toBe(200);
    expect(await campaignLeft()).toBe(5);
    expect((await change(token, booking.id, '0917000003', person(1012, 3011))).statusCode).toBe(200);
    expect((await cancel(token, booking.id)).statusCode).toBe(200);
    expect(await campaignLeft()).toBe(5);
    const rows = await t.handle.db
      .selectFrom('campaign_redemption')
      .select('id')
      .where('booking_id', '=', booking.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('by a cancel, once: a second cancel gives nothing more', async () => {
    t.clock.now = NOW;
    const token = await login(GIFT_PHONE);
    expect(await giftLeft()).toBe(2);
    const booking = await book(token, GIFT_PHONE, person(1014, 3021, GIFT));
    expect(await giftLeft()).toBe(1);
    expect((await cancel(token, booking.id)).statusCode).toBe(200);
    expect(await giftLeft()).toBe(2);
    const again = await cancel(token, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(message('bookingCanceled'));
    expect(await giftLeft()).toBe(2);
    const released = await t.handle.db
      .selectFrom('campaign_redemption')
      .select(['released_at', 'taken_at'])
      .where('booking_id', '=', booking.id)
      .execute();
    expect(released).toHaveLength(1);
    expect(released[0]?.released_at).not.toBeNull();
  });

  it('by a change of a gift voucher booking, once', async () => {
    t.clock.now = NOW;
    const token = await login(GIFT_PHONE);
    const booking = await book(token, GIFT_PHONE, person(1016, 3021, GIFT));
    expect(await giftLeft()).toBe(1);
    expect((await change(token, booking.id, GIFT_PHONE, person(1018, 3021))).statusCode).toBe(200);
    expect(await giftLeft()).toBe(2);
    expect((await cancel(token, booking.id)).statusCode).toBe(200);
    expect(await giftLeft()).toBe(2);
  });
});

describe('a hold that ran out', () => {
  it('is expired for a cancel as for a change: missing, and nothing changes', async () => {
    t.clock.now = NOW;
    const phone = '0917000004';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({ phone, bookHours: [person(1024, 1021)] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.booking.id as number;
    const token = await login(phone);
    t.clock.now = new Date(NOW.getTime() + 5 * 60_000);
    for (const answer of [await cancel(token, id), await change(token, id, phone, person(1026, 1021))]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(message('bookingNotFound'));
    }
    const row = await t.handle.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).not.toBe('cancelled');
    t.clock.now = NOW;
  });
});
