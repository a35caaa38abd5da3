import { addDays } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../../http/sessions.ts';

// 2026-11-23 10:00 in Hà Nội.
const NOW = new Date('2026-11-23T03:00:00Z');
const OWNER = '+84912345678';
const STRANGER = '+84987654321';

describe('booking lookup, cancel and consent', () => {
  let t: TestApp;
  let ownerToken: string;
  let strangerToken: string;
  let bookingId: number;

  async function customerId(phone: string) {
    const row = await t.handle.db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A confirmed booking with its staff slot claimed, as the booking module writes it. */
  async function insertBooking(phone: string, dateIso: string, minute: number) {
    const db = t.handle.db;
    const slot = await db
      .selectFrom('salon_slot')
      .select('id')
      .where('salon_id', '=', 1)
      .where('minute_of_day', '>=', minute)
      .orderBy('minute_of_day')
      .executeTakeFirstOrThrow();
    const staff = await db
      .selectFrom('staff')
      .select('id')
      .where('home_salon_id', '=', 1)
      .where('kind', '=', 'stylist')
      .executeTakeFirstOrThrow();
    const booking = await db
      .insertInto('booking')
      .values({
        salon_id: 1,
        customer_id: await customerId(phone),
        date_book: dateIso,
        status: 'confirmed',
        params: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await db
      .insertInto('booking_person')
      .values({
        booking_id: booking.id,
        person_index: 0,
        stylist_id: staff.id,
        book_hour_id: slot.id,
        services: '[]',
        total_money: 149000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_slot_claim')
      .values({ staff_id: staff.id, work_date: dateIso, slot_id: slot.id, booking_person_id: person.id })
      .execute();
    return booking.id;
  }

  const claims = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('staff_slot_claim as c')
        .innerJoin('booking_person as p', 'p.id', 'c.booking_person_id')
        .select('c.slot_id')
        .where('p.booking_id', '=', id)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    ownerToken = await createSession(t.handle.db, await customerId(OWNER), NOW);
    strangerToken = await createSession(t.handle.db, await customerId(STRANGER), NOW);
    bookingId = await insertBooking(OWNER, addDays('2026-11-23', 1), 600);
  });
  afterAll(async () => t?.close());

  const check = (phone: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/check?phone=${encodeURIComponent(phone)}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const cancel = (id: number | string, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${id}/cancel`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('tells a stranger only that a booking exists, its day and a masked phone', async () => {
    const res = await check('0912345678');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.customer.isBooked).toBe(true);
    expect(data.bookingCurrent).toEqual({
      bookingId,
      dateBook: '24-11-2026',
      customerPhone: '0912***678',
      canceled: false,
    });
    expect(JSON.stringify(data)).not.toMatch(/salon|hourBook/i);
    expect(data.isOwner).toBe(false);
    // Another customer's session is still a stranger for this phone.
    expect((await check('0912345678', strangerToken)).json().data.bookingCurrent.salonName).toBeUndefined();
  });

  it('gives the owner the full booking info', async () => {
    const { data } = (await check('0912.345.678', ownerToken)).json();
    expect(data.isOwner).toBe(true);
    expect(data.bookingCurrent).toMatchObject({
      bookingId,
      dateBook: '24-11-2026',
      hourBook: expect.stringMatching(/^10h\d{2}$/),
      customerPhone: '0912345678',
      salonId: 1,
      canceled: false,
    });
    expect(data.bookingCurrent.salonName).toBeTruthy();
  });

  it('answers not booked for a phone without a booking', async () => {
    const { data } = (await check('0938123456')).json();
    expect(data).toEqual({ customer: { isBooked: false }, bookingCurrent: null, isOwner: false });
  });

  it('refuses bad phones with the lookup messages of the spec', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Mời bạn nhập số điện thoại!'],
      ['091234', 'Bạn nhập đủ 10 số giúp chúng mình nhé!'],
      ['0012345678', 'Sai số điện thoại! Bạn nhập lại đúng giúp chúng mình nhé!'],
      ['1912345678', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
    ];
    for (const [phone, text] of cases) {
      const res = await check(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toBe(text);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/booking/check' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Mời bạn nhập số điện thoại!');
  });

  it('lists the upcoming bookings of the logged-in customer only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/booking/my' })).statusCode).toBe(401);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking/my',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(mine.json().data.map((b: { bookingId: number }) => b.bookingId)).toEqual([bookingId]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking/my',
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(theirs.json().data).toEqual([]);
  });

  it("refuses a stranger's cancel and changes nothing", async () => {
    const anonymous = await cancel(bookingId);
    expect(anonymous.statusCode).toBe(401);
    const stranger = await cancel(bookingId, strangerToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Lịch Không Tồn Tại!');
    const row = await t.handle.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    expect(await claims(bookingId)).toBe(1);
  });

  it('lets the owner cancel: status cancelled, slots freed, then shown as cancelled', async () => {
    const res = await cancel(bookingId, ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hủy Lịch Thành Công!');
    const row = await t.handle.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(await claims(bookingId)).toBe(0);

    const again = await cancel(bookingId, ownerToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Lịch đặt đã hủy');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking/my',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(mine.json().data[0]).toMatchObject({ bookingId, canceled: true });
    expect((await check('0912345678')).json().data.customer.isBooked).toBe(false);
  });

  it('refuses to cancel a booking whose time has passed, a missing one and a bad id', async () => {
    const past = await insertBooking(OWNER, '2026-11-23', 540);
    const res = await cancel(past, ownerToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Lịch hẹn đã qua giờ, bạn không thể hủy nữa.');
    expect((await cancel(999_999, ownerToken)).json().message).toBe('Lịch Không Tồn Tại!');
    const bad = await cancel('abc', ownerToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mã không hợp lệ.');
  });

  it("records consent, and sets the account flag only for the phone's own session", async () => {
    const db = t.handle.db;
    const flag = async (phone: string) =>
      (
        await db
          .selectFrom('customer')
          .select('agree_protect_personal_info as a')
          .where('phone', '=', phone)
          .executeTakeFirstOrThrow()
      ).a;
    await db
      .updateTable('customer')
      .set({ agree_protect_personal_info: false })
      .where('phone', 'in', [OWNER, STRANGER])
      .execute();

    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/agree-protect-personal-info',
      payload: { phone: '0912345678', brandName: 'MOYO' },
    });
    expect(anon.statusCode).toBe(200);
    expect(anon.json().data.agreeProtectPersonalInfo).toBe(false);
    expect(await flag(OWNER)).toBe(false);

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/agree-protect-personal-info',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { phone: '0912345678', brandName: 'MOYO' },
    });
    expect(own.json().data.agreeProtectPersonalInfo).toBe(true);
    expect(await flag(OWNER)).toBe(true);
    const logged = await db
      .selectFrom('personal_data_consent')
      .select('phone')
      .where('phone', '=', OWNER)
      .execute();
    expect(logged).toHaveLength(2);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/agree-protect-personal-info',
      payload: { phone: '123', brandName: 'MOYO' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
    const noBrand = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/agree-protect-personal-info',
      payload: { phone: '0912345678', brandName: '' },
    });
    expect(noBrand.statusCode).toBe(400);
  });
});
