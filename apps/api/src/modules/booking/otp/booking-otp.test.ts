import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freeExpiredHolds } from '../shared/claims.ts';
import {
  createBody,
  firstStylist,
  hoursOf,
  latestCode,
  NOW,
  newAddress,
  solvedCaptcha,
  TOMORROW_DD,
} from '../test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

// Each customer books from their own address unless `from` is given (then with a solved captcha).
async function book(phone: string, bookHourId: number, stylistId: number, from?: string) {
  const captcha = from ? await solvedCaptcha(t.app) : undefined;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: from ?? newAddress(),
    payload: createBody({ phone, stylistId, bookHours: [{ bookHourId, stylistId }], captcha }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking.id as number;
}

const verify = (bookingId: number, phone: string, code: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/booking/verify-otp-booking',
    payload: { bookingId, phone, code },
  });
const send = (bookingId: number, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/booking/send-otp-booking', payload: { bookingId, phone } });

describe('OTP confirmation of a booking', () => {
  it('blocks the code after repeated wrong tries, then a new code is needed', async () => {
    t.clock.now = NOW;
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const id = await book('0914000001', 1020, stylistId);
    expect((await send(id, '0914000001')).statusCode).toBe(200);
    const code = await latestCode(t.app, '0914000001');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(id, '0914000001', wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(message('bookingOtpIncorrect'));
    let last = first;
    for (let i = 0; i < 6 && last.statusCode !== 429; i++) last = await verify(id, '0914000001', wrong);
    expect(last.statusCode).toBe(429);
    // Even the right code is refused now.
    expect((await verify(id, '0914000001', code)).statusCode).toBe(429);
    // A resend is allowed after the countdown, and its code confirms.
    const tooSoon = await send(id, '0914000001');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().success).toBe(false);
    t.clock.now = new Date(NOW.getTime() + 61_000);
    const resent = await send(id, '0914000001');
    expect(resent.statusCode, resent.body).toBe(200);
    // The method alternates: zalo first, then sms.
    expect(resent.json().verificationMethod).toBe('sms');
    expect((await verify(id, '0914000001', await latestCode(t.app, '0914000001'))).statusCode).toBe(200);
  });

  it('refuses a malformed code with the spec message and another phone like a missing booking', async () => {
    t.clock.now = NOW;
    const bad = await verify(1, '0914000001', '12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mã xác minh là số và có 6 kí tự');
    const other = await verify(1, '0914999999', '123456');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Lịch Không Tồn Tại!');
  });

  it('frees the slots of a hold not confirmed within 10 minutes', async () => {
    t.clock.now = NOW;
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const id = await book('0914000002', 1025, stylistId);
    const busy = await hoursOf(t.app, {
      salonId: 1,
      bookDate: TOMORROW_DD,
      stylistId,
      listServiceId: '1011',
    });
    expect(busy.find((h) => h.hourId === 1025)?.isFree).toBe(false);
    expect((await send(id, '0914000002')).statusCode).toBe(200);
    const code = await latestCode(t.app, '0914000002');

    t.clock.now = new Date(NOW.getTime() + 10 * 60_000 + 1000);
    // Free in the hours at once (expired holds do not count), before any sweep.
    const free = await hoursOf(t.app, {
      salonId: 1,
      bookDate: TOMORROW_DD,
      stylistId,
      listServiceId: '1011',
    });
    expect(free.find((h) => h.hourId === 1025)?.isFree).toBe(true);
    const late = await verify(id, '0914000002', code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(message('bookingHoldExpired'));
    // The sweep marks it expired and deletes its claims; another customer can book the slot.
    expect(await freeExpiredHolds(t.handle.db, t.clock.now)).toContain(id);
    const claims = await t.handle.db
      .selectFrom('staff_slot_claim')
      .select('slot_id')
      .where('slot_id', '=', 1025)
      .execute();
    expect(claims).toHaveLength(0);
    await book('0914000003', 1025, stylistId);
  });

  it('lets a phone replace its own unconfirmed hold instead of refusing it', async () => {
    t.clock.now = NOW;
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const browser = newAddress();
    const first = await book('0914000004', 1030, stylistId, browser);
    const second = await book('0914000004', 1030, stylistId, browser);
    const rows = await t.handle.db
      .selectFrom('booking')
      .select(['id', 'status'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['expired', 'pending_otp']);
  });
});
