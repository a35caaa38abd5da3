import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createBody,
  firstStylist,
  loginAs,
  NOW,
  newAddress,
  TOMORROW_DD,
  TOMORROW_ISO,
} from '../booking/test-helpers.ts';
import { runWaitlist } from './offer-service.ts';

// Decision 0135, written as the attack: made-up phones try to stand in line for a booked hour. Without
// the phone's own login they are refused, leave no customer row and get no message; entries left by
// made-up phones before (no proof) are never offered; the freed hour goes to a real customer.
let t: TestApp;
let stylist: number;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  stylist = await firstStylist(t.app, 1, TOMORROW_DD);
});
afterAll(async () => t?.close());

const HOUR = 1012;
const intl = (phone: string) => `+84${phone.slice(1)}`;
const madeUp = (i: number) => `0966${String(100_000 + i).padStart(6, '0')}`;

const joinBody = (phone: string) => ({
  phone,
  salonId: 1,
  dateBook: TOMORROW_DD,
  bookHourId: HOUR,
  stylistId: stylist,
  serviceIds: [1011],
});

async function book(phone: string, token: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: createBody({ phone, stylistId: stylist, bookHours: [{ bookHourId: HOUR, stylistId: stylist }] }),
  });
}

const customersNamed = (phones: string[]) =>
  t.handle.db.selectFrom('customer').select('phone').where('phone', 'in', phones.map(intl)).execute();

describe('made-up phones on the waitlist', () => {
  it('cannot join without the phone’s login, and leave nothing behind', async () => {
    const owner = await loginAs(t.handle.db, intl('0917000001'), t.clock.now);
    expect((await book('0917000001', owner)).statusCode).toBe(200);
    const phones = Array.from({ length: 20 }, (_, i) => madeUp(i));
    // Anonymous, and logged in as another phone: both refused the same way.
    const other = await loginAs(t.handle.db, intl('0917000002'), t.clock.now);
    for (const [i, phone] of phones.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        remoteAddress: newAddress(),
        headers: i % 2 ? { authorization: `Bearer ${other}` } : {},
        payload: joinBody(phone),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'Bạn vui lòng xác nhận số điện thoại này bằng mã OTP (đăng nhập bằng số này) để ghi danh chờ.',
      );
    }
    expect(await customersNamed(phones)).toEqual([]);
    const entries = await t.handle.db.selectFrom('waitlist_entry').select('id').execute();
    expect(entries).toEqual([]);
  });

  it('after a cancellation the freed hour is bookable by a real customer, not held for made-up phones', async () => {
    // Entries made before joining needed the login: made-up phones, no proof, first in line.
    const madeUpPhones = Array.from({ length: 5 }, (_, i) => madeUp(100 + i));
    for (const phone of madeUpPhones) {
      const customer = await t.handle.db
        .insertInto('customer')
        .values({ phone: intl(phone) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.handle.db
        .insertInto('waitlist_entry')
        .values({
          customer_id: customer.id,
          salon_id: 1,
          date_book: TOMORROW_ISO,
          slot_id: HOUR,
          stylist_id: stylist,
          service_ids: JSON.stringify([1011]),
          created_at: t.clock.now,
          updated_at: t.clock.now,
        })
        .execute();
    }
    const booked = await t.handle.db
      .selectFrom('booking as b')
      .innerJoin('customer as c', 'c.id', 'b.customer_id')
      .select('b.id')
      .where('c.phone', '=', intl('0917000001'))
      .executeTakeFirstOrThrow();
    const owner = await loginAs(t.handle.db, intl('0917000001'), t.clock.now);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${booked.id}/cancel`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await runWaitlist(t.app.deps)).toEqual([]);
    const messages = await t.handle.db.selectFrom('waitlist_message').select('phone').execute();
    expect(messages).toEqual([]);
    const real = await loginAs(t.handle.db, intl('0917000003'), t.clock.now);
    const mine = await book('0917000003', real);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.booking.id).toEqual(expect.any(Number));
  });
});
