import { message } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import {
  createBody,
  describeEachPromotion,
  firstStylist,
  loginAs,
  NOW,
  newAddress,
  TOMORROW_DD,
  withPromotion,
} from '../test-helpers.ts';

// A phone's member tier decides how far ahead it books, whether it books several at once (a second
// upcoming booking, a group for a phone not logged in) and whether it names a stylist (001 §6). For a
// create by anyone but the logged-in owner, the write reads the tier under the customer's lock and applies
// that tier's answer (decision 0149): these cases are the tier's rules as a stranger's create meets them.
let t: TestApp;
let campaigns: readonly number[] = [];

// Tier 0 (no tier) books today and tomorrow only and one booking at a time; tier 4 books several and the
// day after tomorrow (no row: the defaults); tier 3 names no stylist.
const DAY_AFTER = '2026-11-25';
const TIER_PHONES = { none: '0914900001', four: '0914900002', three: '0914900003' };

async function setTiers() {
  await t.handle.db
    .insertInto('booking_privacy_rule')
    .values([
      { member_type: 0, days_book_future: 1, max_days_book_future: 1 },
      { member_type: 4, allow_multiple: true },
      { member_type: 3, allow_book_stylist: false },
    ])
    .onConflict((oc) => oc.column('member_type').doNothing())
    .execute();
  await t.handle.db
    .insertInto('customer')
    .values([
      { phone: `+84${TIER_PHONES.four.slice(1)}`, member_type: 4 },
      { phone: `+84${TIER_PHONES.three.slice(1)}`, member_type: 3 },
    ])
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
}

function create(over: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: withPromotion(createBody(over), campaigns),
  });
}

async function bookingsOf(phone: string) {
  const rows = await t.handle.db
    .selectFrom('booking')
    .innerJoin('customer', 'customer.id', 'booking.customer_id')
    .select('booking.id')
    .where('customer.phone', '=', `+84${phone.slice(1)}`)
    .execute();
  return rows.length;
}

describeEachPromotion(
  { now: NOW },
  (app, c) => {
    t = app;
    campaigns = c;
  },
  () => {
    describe("a stranger's create meets the phone's tier", () => {
      it('books the day after tomorrow for a tier that opens it, and refuses it, writing nothing, for one that does not', async () => {
        await setTiers();
        const refused = await create({ phone: TIER_PHONES.none, dateBook: DAY_AFTER });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().message).toBe(message('bookingDayNotAllowed', 'vi'));
        expect(await bookingsOf(TIER_PHONES.none)).toBe(0);
        // A new phone is no tier: refused too, and no customer row is left behind.
        const stranger = await create({ phone: '0914900009', dateBook: DAY_AFTER });
        expect(stranger.json().message).toBe(message('bookingDayNotAllowed', 'vi'));
        const customer = await t.handle.db
          .selectFrom('customer')
          .select('id')
          .where('phone', '=', '+84914900009')
          .execute();
        expect(customer).toEqual([]);
        const booked = await create({ phone: TIER_PHONES.four, dateBook: DAY_AFTER });
        expect(booked.statusCode, booked.body).toBe(200);
      });

      it('refuses a second upcoming booking for a tier of one at a time, and takes it for a tier of several', async () => {
        await setTiers();
        for (const [phone, hours] of [
          [TIER_PHONES.none, [1009, 1012]],
          [TIER_PHONES.four, [1015, 1018]],
        ] as const) {
          const token = await loginAs(t.handle.db, `+84${phone.slice(1)}`);
          const before = await bookingsOf(phone);
          const first = await create({ phone, bookHours: [{ bookHourId: hours[0], stylistId: 0 }] }, token);
          expect(first.statusCode, first.body).toBe(200);
          const second = await create({ phone, bookHours: [{ bookHourId: hours[1], stylistId: 0 }] });
          if (phone === TIER_PHONES.none) {
            expect(second.statusCode, second.body).toBe(403);
            expect(second.json().message).toBe(message('alreadyBookedLogin', 'vi'));
            expect(await bookingsOf(phone)).toBe(before + 1);
          } else {
            expect(second.statusCode, second.body).toBe(200);
            expect(await bookingsOf(phone)).toBe(before + 2);
          }
        }
      });

      it('refuses a group for a phone not logged in unless its tier books several at once', async () => {
        await setTiers();
        const group = (phone: string) =>
          create({
            phone,
            numberPersons: 2,
            bookHours: [
              { bookHourId: 1021, stylistId: 0, chosenServices: JSON.stringify([{ serviceId: 1011 }]) },
              { bookHourId: 1021, stylistId: 0, chosenServices: JSON.stringify([{ serviceId: 1011 }]) },
            ],
          });
        await t.handle.db.insertInto('customer').values({ phone: '+84914900007', member_type: 3 }).execute();
        for (const phone of ['0914900004', '0914900007']) {
          const refused = await group(phone);
          expect(refused.statusCode, refused.body).toBe(400);
          expect(refused.json().message).toBe(message('groupOtherPhone', 'vi'));
          expect(await bookingsOf(phone)).toBe(0);
        }
        await t.handle.db.insertInto('customer').values({ phone: '+84914900005', member_type: 4 }).execute();
        const several = await group('0914900005');
        expect(several.statusCode, several.body).toBe(200);
        expect(several.json().data.booking.listBooking).toHaveLength(2);
      });

      it('refuses a named stylist for a tier that names none, and books it for the others', async () => {
        await setTiers();
        const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
        const named = (phone: string, bookHourId: number) =>
          create({ phone, stylistId, bookHours: [{ bookHourId, stylistId }] });
        const refused = await named(TIER_PHONES.three, 1024);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().message).toBe(message('stylistChoiceClosed', 'vi'));
        expect(await bookingsOf(TIER_PHONES.three)).toBe(0);
        const booked = await named('0914900006', 1024);
        expect(booked.statusCode, booked.body).toBe(200);
      });
    });
  },
);
