import { message, messageWith } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createSession } from '../../../http/sessions.ts';
import { freeExpiredHolds } from '../shared/claims.ts';
import {
  describeEachPromotion,
  createBody,
  hoursOf,
  latestCode,
  NOW,
  newAddress,
  solvedCaptcha,
  TOMORROW_DD,
  withPromotion,
} from '../test-helpers.ts';

// Slot hoarding (decision 0101), written as the attack: anonymous unconfirmed bookings from one
// address emptied a salon's day. The hold limits are the real defaults (3 per address, 3 per phone in
// 10 minutes, a captcha after the first); only the captcha's work is made cheap for the test.
let t: TestApp;
let campaigns: readonly number[] = [];
const body = (over: Record<string, unknown> = {}) => withPromotion(createBody(over), campaigns);

const SALON = 5;
const create = (from: string, over: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: from,
    headers,
    payload: body({ salonId: SALON, ...over }),
  });
const freeHours = async () =>
  (await hoursOf(t.app, { salonId: SALON, bookDate: TOMORROW_DD, listServiceId: '1011' })).filter(
    (h) => h.isFree,
  );
const pendingFrom = async (ip: string) =>
  (
    await t.handle.db
      .selectFrom('booking')
      .select('id')
      .where('origin_ip', '=', ip)
      .where('status', '=', 'pending_otp')
      .execute()
  ).length;

describeEachPromotion(
  { now: NOW, env: { ALTCHA_COST: '1000' } },
  (app, c) => {
    t = app;
    campaigns = c;
  },
  () => {
    describe('slot hoarding from one address', () => {
      it('gives 54 creates from one address (each with a solved captcha) at most 3 holds; the rest get 429', async () => {
        t.clock.now = NOW;
        const attacker = newAddress();
        const hours = await freeHours();
        const freeSlotsBefore = hours.reduce((n, h) => n + h.totalStylistEmpty, 0);
        expect(hours.length).toBeGreaterThan(10);
        const captchas = await Promise.all(Array.from({ length: 54 }, () => solvedCaptcha(t.app)));
        const answers = await Promise.all(
          captchas.map((captcha, i) => {
            const hour = hours[i % hours.length];
            return create(attacker, {
              phone: `0931${String(i).padStart(6, '0')}`,
              bookHours: [{ bookHourId: hour?.hourId ?? 0, stylistId: 0 }],
              captcha,
            });
          }),
        );
        const held = answers.filter((a) => a.statusCode === 200);
        const refused = answers.filter((a) => a.statusCode === 429);
        expect(held).toHaveLength(3);
        expect(refused).toHaveLength(51);
        for (const a of refused) {
          expect(a.json()).toMatchObject({
            statusCode: 429,
            message: messageWith('bookingHoldsPerAddress', { minutes: 10 }),
            reason: 'holds_per_address',
          });
          expect(a.headers['retry-after']).toBe('600');
        }
        expect(await pendingFrom(attacker)).toBe(3);

        // The day is still there for a customer elsewhere: only the 3 holds are gone (a 40-minute hold
        // keeps its stylist from starting at most 3 hours of the list).
        const after = await freeHours();
        expect(after.reduce((n, h) => n + h.totalStylistEmpty, 0)).toBeGreaterThanOrEqual(
          freeSlotsBefore - 9,
        );
        const victim = await create(newAddress(), {
          phone: '0932000001',
          bookHours: [{ bookHourId: after[0]?.hourId ?? 0, stylistId: 0 }],
        });
        expect(victim.statusCode, victim.body).toBe(200);

        // Ten minutes later the address may ask again (its first one needs no captcha again).
        t.clock.now = new Date(NOW.getTime() + 10 * 60_000 + 1000);
        const later = await create(attacker, {
          phone: '0932000002',
          bookHours: [{ bookHourId: after[1]?.hourId ?? 0, stylistId: 0 }],
        });
        expect(later.statusCode, later.body).toBe(200);
      });

      it('refuses a second anonymous create from an address without a solved captcha, and accepts a solved one once', async () => {
        // The tests before left lapsed holds: the minute sweeper frees them before the clock goes back (a
        // create no longer sweeps, decision 0123; back in time they would hold their slots again).
        await freeExpiredHolds(t.handle.db, t.clock.now);
        t.clock.now = NOW;
        const browser = newAddress();
        const hours = await freeHours();
        const hourAt = (i: number) => [{ bookHourId: hours[i]?.hourId ?? 0, stylistId: 0 }];
        const first = await create(browser, { phone: '0933000001', bookHours: hourAt(0) });
        expect(first.statusCode, first.body).toBe(200);
        const count = async () => (await t.handle.db.selectFrom('booking').select('id').execute()).length;
        const before = await count();

        const challenge = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json();
        const unsolved = btoa(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } }));
        for (const captcha of [undefined, '', 'not a captcha', unsolved]) {
          const res = await create(browser, { phone: '0933000002', bookHours: hourAt(1), captcha });
          expect(res.statusCode, String(captcha)).toBe(400);
          expect(res.json()).toMatchObject({
            message: message('bookingCaptchaRequired'),
            reason: 'captcha_required',
            enableCaptcha: true,
          });
        }
        expect(await count()).toBe(before);

        const captcha = await solvedCaptcha(t.app);
        const solved = await create(browser, { phone: '0933000002', bookHours: hourAt(1), captcha });
        expect(solved.statusCode, solved.body).toBe(200);
        expect(solved.json().data.booking.status).toBe('pending_otp');
        // A solved captcha is good once.
        const replay = await create(browser, { phone: '0933000003', bookHours: hourAt(2), captcha });
        expect(replay.statusCode).toBe(400);
        expect(replay.json().enableCaptcha).toBe(true);

        // A logged-in customer booking for their own phone (confirmed at once) keeps today's behaviour.
        const owner = await t.handle.db
          .insertInto('customer')
          .values({ phone: '+84933000009' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = await createSession(t.handle.db, owner.id, NOW);
        const own = await create(
          browser,
          { phone: '0933000009', bookHours: hourAt(3) },
          { authorization: `Bearer ${token}` },
        );
        expect(own.statusCode, own.body).toBe(200);
        expect(own.json().data).toMatchObject({ isUseOtp: false, booking: { status: 'confirmed' } });
        // That phone now has an upcoming booking: a visitor booking for it again is told to log in
        // (403), with no captcha asked, since nothing would be held.
        const again = await create(browser, { phone: '0933000009', bookHours: hourAt(4) });
        expect(again.statusCode, again.body).toBe(403);
      });

      it('limits one phone to 3 unconfirmed bookings in 10 minutes, from any address', async () => {
        t.clock.now = NOW;
        const hours = await freeHours();
        const phone = '0934000001';
        for (let i = 0; i < 3; i++) {
          const res = await create(newAddress(), {
            phone,
            bookHours: [{ bookHourId: hours[i]?.hourId ?? 0 }],
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        const fourth = await create(newAddress(), {
          phone,
          bookHours: [{ bookHourId: hours[3]?.hourId ?? 0 }],
        });
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toMatchObject({
          message: messageWith('bookingHoldsPerPhone', { minutes: 10 }),
          reason: 'holds_per_phone',
        });
      });
    });

    describe('a hold lasts at most 5 minutes', () => {
      it('keeps the slot for 5 minutes, then frees it and refuses a late code', async () => {
        t.clock.now = NOW;
        const stylists = await t.app.inject({
          method: 'GET',
          url: '/api/v1/booking/stylists',
          query: { salonId: String(SALON), workDate: TOMORROW_DD },
        });
        const stylistId = stylists
          .json()
          .data.stylists.find((s: { salonEnroll: number }) => s.salonEnroll === SALON)?.staffId as number;
        const slotOf = async () =>
          await hoursOf(t.app, { salonId: SALON, bookDate: TOMORROW_DD, stylistId, listServiceId: '1011' });
        const hourId = (await slotOf()).filter((h) => h.isFree)[4]?.hourId ?? 0;
        const isFree = async () => (await slotOf()).find((h) => h.hourId === hourId)?.isFree;
        const phone = '0935000001';
        const res = await create(newAddress(), {
          phone,
          stylistId,
          bookHours: [{ bookHourId: hourId, stylistId }],
        });
        expect(res.statusCode, res.body).toBe(200);
        const { id, holdExpiresAt } = res.json().data.booking;
        expect(holdExpiresAt).toBe(new Date(NOW.getTime() + 5 * 60_000).toISOString());
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/booking/send-otp-booking',
          payload: { bookingId: id, phone },
        });
        const code = await latestCode(t.app, phone);

        t.clock.now = new Date(NOW.getTime() + 5 * 60_000 - 1000);
        expect(await isFree()).toBe(false);
        t.clock.now = new Date(NOW.getTime() + 5 * 60_000);
        expect(await isFree()).toBe(true);
        const late = await t.app.inject({
          method: 'PUT',
          url: '/api/v1/booking/verify-otp-booking',
          payload: { bookingId: id, phone, code },
        });
        expect(late.statusCode).toBe(409);
        expect(late.json().message).toBe(message('bookingHoldExpired'));
      });
    });
  },
);
