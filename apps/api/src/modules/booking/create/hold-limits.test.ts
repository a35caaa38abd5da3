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
  TOMORROW_ISO,
  unconfirmedDay,
  withPromotion,
} from '../test-helpers.ts';

// Slot hoarding (decisions 0101 and 0137), written as the attack and as the crowd: anonymous unconfirmed
// bookings from one address once emptied a salon's day. The limits are the real defaults (3 per phone and
// address, 6 per phone in 10 minutes, a captcha after an address's first, harder past 20, a quarter of a
// day's free staff time held unconfirmed); only the captcha's work is made cheap for the test.
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
      it("never refuses an address: 54 creates from one address get no 429, a harder captcha past 20, and hold at most the day's share", async () => {
        t.clock.now = NOW;
        const crowd = newAddress();
        const hours = await freeHours();
        expect(hours.length).toBeGreaterThan(10);
        const captchas = await Promise.all(Array.from({ length: 54 }, () => solvedCaptcha(t.app)));
        const answers = await Promise.all(
          captchas.map((captcha, i) =>
            create(crowd, {
              phone: `0931${String(i).padStart(6, '0')}`,
              bookHours: [{ bookHourId: hours[i % hours.length]?.hourId ?? 0, stylistId: 0 }],
              captcha,
            }),
          ),
        );
        // Nobody behind the address is told they hold too much: none of them holds anything else.
        expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(0);
        const made = answers.filter((a) => a.statusCode === 200);
        const harder = answers.filter((a) => a.statusCode === 400);
        // Past the day's share an hour whose stylists are all held is refused like any taken hour.
        const taken = answers.filter((a) => a.statusCode === 409);
        // A level-1 captcha covers the address's first 20 bookings in the window; then each costs level 2 (×4 work).
        expect(made).toHaveLength(20);
        expect(harder.length + taken.length).toBe(34);
        for (const a of harder) {
          expect(a.json()).toMatchObject({
            message: message('bookingCaptchaHarder'),
            reason: 'captcha_required',
            enableCaptcha: true,
            captchaLevel: 2,
          });
        }
        for (const a of taken) expect(a.json().message).toBe(message('slotTaken'));
        const level2 = await create(crowd, {
          phone: '0931999999',
          bookHours: [{ bookHourId: (await freeHours())[0]?.hourId ?? 0, stylistId: 0 }],
          captcha: await solvedCaptcha(t.app, 2),
        });
        expect(level2.statusCode, level2.body).toBe(200);
        // The day's unconfirmed holds stay within their share; the rest wait for their code.
        const day = await unconfirmedDay(t.handle.db, SALON, TOMORROW_ISO, t.clock.now);
        expect(day.held).toBeLessThanOrEqual(day.bound);
        const waiting = [...made, level2].filter((a) => a.json().data.booking.holdsSlots === false);
        expect(waiting.length).toBeGreaterThan(0);
        expect(await pendingFrom(crowd)).toBe(21);
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

      it('stops a phone hoarding holds: 3 from one address, 6 from everywhere, with a message saying so', async () => {
        t.clock.now = NOW;
        const hours = await freeHours();
        const phone = '0934000001';
        const at = (i: number) => [{ bookHourId: hours[i]?.hourId ?? 0 }];
        const home = newAddress();
        for (let i = 0; i < 3; i++) {
          const captcha = i === 0 ? undefined : await solvedCaptcha(t.app);
          const res = await create(home, { phone, bookHours: at(i), captcha });
          expect(res.statusCode, res.body).toBe(200);
        }
        const fourth = await create(home, { phone, bookHours: at(3), captcha: await solvedCaptcha(t.app) });
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toMatchObject({
          message: messageWith('bookingHoldsPerPhoneAddress', { count: 3, minutes: 10 }),
          reason: 'holds_per_phone_address',
        });
        // Elsewhere the phone may still ask, up to 6 in all; each new place is a new person's first.
        for (let i = 3; i < 6; i++) {
          const res = await create(newAddress(), { phone, bookHours: at(i) });
          expect(res.statusCode, res.body).toBe(200);
        }
        const seventh = await create(newAddress(), { phone, bookHours: at(6) });
        expect(seventh.statusCode).toBe(429);
        expect(seventh.json()).toMatchObject({
          message: messageWith('bookingHoldsPerPhone', { count: 6, minutes: 10 }),
          reason: 'holds_per_phone',
        });
        // Each replaced the one before: the phone holds one booking, never six.
        const live = await t.handle.db
          .selectFrom('booking as b')
          .innerJoin('customer as c', 'c.id', 'b.customer_id')
          .select('b.id')
          .where('c.phone', '=', '+84934000001')
          .where('b.status', '=', 'pending_otp')
          .execute();
        expect(live).toHaveLength(1);
      });
    });

    describe('a hold lasts at most 5 minutes', () => {
      it('keeps the slot for 5 minutes, then frees it and refuses a late code', async () => {
        // The holds of the tests before lapse first, so this day has room for one more unconfirmed hold.
        await freeExpiredHolds(t.handle.db, new Date(NOW.getTime() + 10 * 60_000));
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
