import { message, messageWith } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SPECIAL_HOURS, SPECIAL_HOURS_SALON_ID, SYSTEM_PICKS_SALON_ID } from '../../../db/seed/salons.ts';
import {
  createBody,
  firstStylist,
  hoursOf,
  loginAs,
  NOW,
  newAddress,
  TOMORROW_DD,
  TOMORROW_ISO,
} from '../test-helpers.ts';

// A salon's own booking rules (001 §6 allowBookStylist and specialHours, decision 0148): the role
// answers them, the hours follow them, and a create or change that breaks them is refused.
let t: TestApp;
beforeAll(async () => {
  // Monday 23-11-2026, 09:00 in Vietnam: tomorrow is a weekday ('normal' special hours).
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

/** The slot id of a salon at a minute of the day. */
async function slotAt(salonId: number, minute: number): Promise<number> {
  const row = await t.handle.db
    .selectFrom('salon_slot')
    .select('id')
    .where('salon_id', '=', salonId)
    .where('minute_of_day', '=', minute)
    .executeTakeFirstOrThrow();
  return row.id;
}

function book(salonId: number, phone: string, bookHourId: number, stylistId = 0, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: createBody({ salonId, phone, stylistId, bookHours: [{ bookHourId, stylistId, totalMoney: 1 }] }),
  });
}

const role = async (salonId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/booking/booking-privacy?salonId=${salonId}` })).json()
    .data;

describe('the booking-privacy role carries the salon’s rules', () => {
  it('answers stylist choice off at the system-picks salon, the special hours at theirs, defaults elsewhere', async () => {
    expect(await role(SYSTEM_PICKS_SALON_ID)).toMatchObject({ allowBookStylist: false });
    expect(await role(SPECIAL_HOURS_SALON_ID)).toMatchObject({
      allowBookStylist: true,
      specialHours: SPECIAL_HOURS,
    });
    expect(await role(1)).toMatchObject({
      allowBookStylist: true,
      specialHours: { today: [], normal: [], weekend: [] },
    });
  });
});

describe('special hours', () => {
  it('serves only the hours inside the day’s windows, and a visit never runs past a window', async () => {
    const hours = await hoursOf(t.app, {
      salonId: SPECIAL_HOURS_SALON_ID,
      bookDate: TOMORROW_DD,
      listServiceId: '1011',
    });
    const minute = (h: string) => {
      const [hh, mm] = h.split('h');
      return Number(hh) * 60 + Number(mm || 0);
    };
    const starts = hours.map((h) => minute(h.hour));
    expect(starts.length).toBeGreaterThan(0);
    // Slots every 20 minutes from 8h30: nothing between 12h00 and 14h00; both windows offered.
    expect(starts.filter((m) => m >= 720 && m < 840)).toEqual([]);
    expect(starts).toContain(510);
    expect(starts).toContain(850);
    // A 40-minute visit at 11h30 would end at 12h10: offered as not free; at 11h10 it fits.
    expect(hours.find((h) => minute(h.hour) === 690)?.isFree).toBe(false);
    expect(hours.find((h) => minute(h.hour) === 670)?.isFree).toBe(true);
  });

  it('refuses a create inside the break with the windows in words, and takes one inside a window', async () => {
    const refused = await book(
      SPECIAL_HOURS_SALON_ID,
      '0912300001',
      await slotAt(SPECIAL_HOURS_SALON_ID, 770),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      messageWith('hourOutsideSpecialHours', { hours: '8h30–12h00, 14h00–20h30' }),
    );
    const count = await t.handle.db
      .selectFrom('booking')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .innerJoin('customer', 'customer.id', 'booking.customer_id')
      .where('customer.phone', '=', '+84912300001')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    const taken = await book(SPECIAL_HOURS_SALON_ID, '0912300001', await slotAt(SPECIAL_HOURS_SALON_ID, 850));
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('keeps the usual hours at a salon without special hours', async () => {
    const hours = await hoursOf(t.app, { salonId: 1, bookDate: TOMORROW_DD, listServiceId: '1011' });
    expect(hours.some((h) => h.hour === '12h20' || h.hour === '12h30')).toBe(true);
  });
});

describe('a salon where the system picks the stylist', () => {
  it('refuses a chosen stylist with a clear message and books with the system’s pick', async () => {
    const stylistId = await firstStylist(t.app, SYSTEM_PICKS_SALON_ID, TOMORROW_DD);
    const hour = await slotAt(SYSTEM_PICKS_SALON_ID, 590);
    const refused = await book(SYSTEM_PICKS_SALON_ID, '0912300002', hour, stylistId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message('stylistChoiceClosed', 'vi'));
    const booked = await book(SYSTEM_PICKS_SALON_ID, '0912300002', hour, 0);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.booking.listBooking[0].stylistId).toBeGreaterThan(0);
  });

  it('refuses the hours of a named stylist and a waitlist place with one there, writing nothing', async () => {
    const stylistId = await firstStylist(t.app, SYSTEM_PICKS_SALON_ID, TOMORROW_DD);
    const query = { salonId: SYSTEM_PICKS_SALON_ID, bookDate: TOMORROW_DD, listServiceId: '1011' };
    const hours = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking/book-hours-group',
      query: { ...query, salonId: String(query.salonId), stylistId: String(stylistId) },
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toBe(message('stylistChoiceClosed', 'vi'));
    expect((await hoursOf(t.app, query)).length).toBeGreaterThan(0);

    const token = await loginAs(t.handle.db, '+84912300005');
    const join = (stylist: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        remoteAddress: newAddress(),
        headers: { authorization: `Bearer ${token}` },
        payload: {
          phone: '0912300005',
          salonId: SYSTEM_PICKS_SALON_ID,
          dateBook: TOMORROW_DD,
          bookHourId: 0,
          stylistId: stylist,
          serviceIds: [1011],
        },
      });
    const refused = await join(stylistId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message('stylistChoiceClosed', 'vi'));
    const entries = await t.handle.db
      .selectFrom('waitlist_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('salon_id', '=', SYSTEM_PICKS_SALON_ID)
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(0);
    expect((await join(0)).statusCode).toBe(200);
  });

  it('refuses a change that names a stylist there, and leaves the booking as it was', async () => {
    const token = await loginAs(t.handle.db, '+84912300003');
    const created = await book(1, '0912300003', 1005, 0, token);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.booking.id;
    const stylistId = await firstStylist(t.app, SYSTEM_PICKS_SALON_ID, TOMORROW_DD);
    const hour = await slotAt(SYSTEM_PICKS_SALON_ID, 610);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: createBody({
        salonId: SYSTEM_PICKS_SALON_ID,
        phone: '0912300003',
        stylistId,
        bookHours: [{ bookHourId: hour, stylistId, totalMoney: 1 }],
      }),
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(message('stylistChoiceClosed', 'vi'));
    const row = await t.handle.db
      .selectFrom('booking')
      .select(['salon_id', 'date_book'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ salon_id: 1, date_book: TOMORROW_ISO });
  });

  it('a tier whose rule says no stylist choice is refused one at any salon', async () => {
    await t.handle.db
      .insertInto('booking_privacy_rule')
      .values({ member_type: 2, allow_book_stylist: false })
      .execute();
    await t.handle.db.insertInto('customer').values({ phone: '+84912300004', member_type: 2 }).execute();
    try {
      const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
      const refused = await book(1, '0912300004', 1010, stylistId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message('stylistChoiceClosed', 'vi'));
    } finally {
      await t.handle.db.deleteFrom('booking_privacy_rule').execute();
    }
  });
});
