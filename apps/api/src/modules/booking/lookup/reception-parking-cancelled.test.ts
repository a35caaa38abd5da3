import { message } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBody, loginAs, NOW, newAddress, TOMORROW_DD, TOMORROW_ISO } from '../test-helpers.ts';

// Issue 18: the hours name who receives the customer, the booking detail and the lookup carry the
// salon's own parking map, and a phone whose upcoming booking was cancelled sees it as cancelled
// (its owner in full, a stranger only the masked minimum). PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const OWNER = '0915180018';
const OWNER_INTL = '+84915180018';

async function book(salonId: number, bookHourId: number, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking-multiple',
    remoteAddress: newAddress(),
    headers: { authorization: `Bearer ${token}` },
    payload: createBody({ salonId, phone: OWNER, bookHours: [{ bookHourId }] }),
  });
  if (res.statusCode !== 200) throw new Error(`book ${res.statusCode} ${res.body}`);
  return res.json().data as { booking: { id: number }; viewToken: string };
}

function check(phone: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/booking/check',
    query: { phone },
    remoteAddress: newAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function salonMaps(id: number) {
  return t.handle.db
    .selectFrom('salon')
    .select(['map_link', 'parking_map'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the receptionist of the day', () => {
  it('is seeded for every active salon on every demo day it is open', async () => {
    const db = t.handle.db;
    const salons = await db
      .selectFrom('salon')
      .select(['id', 'opening_date'])
      .where('is_active', '=', true)
      .execute();
    const shifts = await db.selectFrom('reception_shift').select(['salon_id', 'work_date']).execute();
    const onDuty = new Set(shifts.map((s) => `${s.salon_id}|${String(s.work_date).slice(0, 10)}`));
    for (const salon of salons) {
      if (salon.opening_date && salon.opening_date > TOMORROW_ISO) continue;
      expect(onDuty.has(`${salon.id}|${TOMORROW_ISO}`), `salon ${salon.id}`).toBe(true);
    }
  });

  it("answers the hours with the salon's receptionist on duty that day, and null when nobody is", async () => {
    const hours = (salonId: number) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/booking/book-hours-group',
        query: { salonId: String(salonId), bookDate: TOMORROW_DD, stylistId: '0', listServiceId: '' },
      });
    const duty = await t.handle.db
      .selectFrom('reception_shift as sh')
      .innerJoin('receptionist as r', 'r.id', 'sh.receptionist_id')
      .select(['r.name', 'r.avatar'])
      .where('sh.salon_id', '=', 1)
      .where('sh.work_date', '=', TOMORROW_ISO)
      .executeTakeFirstOrThrow();
    expect(duty.name).toMatch(/\S+ \S+/);
    const res = await hours(1);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ receptionName: duty.name, receptionAvatar: duty.avatar });
    expect(duty.avatar).toMatch(/^\/images\/staff\/reception-\d+\.svg$/);

    await t.handle.db
      .deleteFrom('reception_shift')
      .where('salon_id', '=', 2)
      .where('work_date', '=', TOMORROW_ISO)
      .execute();
    expect((await hours(2)).json().data).toMatchObject({ receptionName: null, receptionAvatar: null });
  });
});

describe('the parking map', () => {
  it("is the salon's own parking link in the booking detail and the lookup, not its map link", async () => {
    const token = await loginAs(t.handle.db, OWNER_INTL);
    const maps = await salonMaps(1);
    expect(maps.parking_map).toMatch(/^https:\/\//);
    expect(maps.parking_map).not.toBe(maps.map_link);
    const made = await book(1, 1020, token);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${made.booking.id}`,
      headers: { 'x-booking-view-token': made.viewToken },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ salonMap: maps.map_link, parkingMap: maps.parking_map });
    const looked = await check(OWNER, token);
    expect(looked.json().data.bookingCurrent).toMatchObject({
      bookingId: made.booking.id,
      parkingMap: maps.parking_map,
    });
    // Done with it: cancelled, so the next test starts from no booking.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${made.booking.id}/cancel`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
  });

  it('is null for a salon without parking', async () => {
    const token = await loginAs(t.handle.db, OWNER_INTL);
    expect(await salonMaps(2)).toMatchObject({ parking_map: null });
    const made = await book(2, 2020, token);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${made.booking.id}`,
      headers: { 'x-booking-view-token': made.viewToken },
    });
    expect(detail.json().data.parkingMap).toBeNull();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${made.booking.id}/cancel`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
  });
});

describe('a cancelled booking in the lookup', () => {
  it("shows the owner's latest cancelled booking as cancelled, and a stranger only the masked minimum", async () => {
    const token = await loginAs(t.handle.db, OWNER_INTL);
    const latest = await t.handle.db
      .selectFrom('booking as b')
      .innerJoin('customer as c', 'c.id', 'b.customer_id')
      .select(['b.id', 'b.status'])
      .where('c.phone', '=', OWNER_INTL)
      .orderBy('b.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.status).toBe('cancelled');

    const own = (await check(OWNER, token)).json().data;
    expect(own.customer.isBooked).toBe(false);
    expect(own.isOwner).toBe(true);
    expect(own.bookingCurrent).toMatchObject({ bookingId: latest.id, canceled: true, salonId: 2 });

    const stranger = (await check(OWNER)).json().data;
    expect(stranger.isOwner).toBe(false);
    expect(stranger.bookingCurrent).toEqual({
      bookingId: latest.id,
      dateBook: TOMORROW_DD,
      customerPhone: expect.stringMatching(/\*/),
      canceled: true,
    });
    expect(message('bookingCanceled')).toBe('Lịch đặt đã hủy');
  });

  it('shows a confirmed booking again once the phone books anew', async () => {
    const token = await loginAs(t.handle.db, OWNER_INTL);
    const made = await book(1, 1025, token);
    const own = (await check(OWNER, token)).json().data;
    expect(own.customer.isBooked).toBe(true);
    expect(own.bookingCurrent).toMatchObject({ bookingId: made.booking.id, canceled: false });
    const stranger = (await check(OWNER)).json().data;
    expect(stranger.bookingCurrent).toMatchObject({ bookingId: made.booking.id, canceled: false });
  });
});
