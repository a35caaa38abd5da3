import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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

describe('book, confirm by OTP, read the booking', () => {
  it('creates a pending booking, confirms it with the OTP, and shows the hour as taken', async () => {
    const { app } = t;
    const stylistId = await firstStylist(app, 1, TOMORROW_DD);
    const before = await hoursOf(app, {
      salonId: 1,
      bookDate: TOMORROW_DD,
      stylistId,
      listServiceId: '1011',
    });
    const hour = before.find((h) => h.isFree);
    expect(hour).toBeDefined();
    if (!hour) return;
    // 40 minutes of service: the hour and the next slot.
    expect(hour.subHourId).toBe(hour.hourId + 1);
    expect(hour.secondSubHourId).toBe(0);

    const browser = newAddress();
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: browser,
      payload: createBody({ stylistId, bookHours: [{ bookHourId: hour.hourId, stylistId, totalMoney: 1 }] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { booking, isUseOtp, viewToken } = created.json().data;
    expect(isUseOtp).toBe(true);
    expect(booking.status).toBe('pending_otp');
    // The server's price, not the client's totalMoney of 1.
    expect(booking.listBooking[0]).toMatchObject({ stylistId, bookHourId: hour.hourId, totalMoney: 99000 });

    const after = await hoursOf(app, { salonId: 1, bookDate: TOMORROW_DD, stylistId, listServiceId: '1011' });
    expect(after.find((h) => h.hourId === hour.hourId)?.isFree).toBe(false);
    expect(after.find((h) => h.hourId === hour.subHourId)?.isFree).toBe(false);

    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/booking/send-otp-booking',
      payload: { bookingId: booking.id, phone: '0912000001', method: 'zalo' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, verificationMethod: 'zalo' });
    const code = await latestCode(app, '0912000001');
    const verified = await app.inject({
      method: 'PUT',
      url: '/api/v1/booking/verify-otp-booking',
      payload: { bookingId: booking.id, phone: '0912000001', code },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/booking/${booking.id}`,
      headers: { 'x-booking-view-token': viewToken },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      bookingId: booking.id,
      status: 'confirmed',
      salonId: 1,
      dateBook: TOMORROW_DD,
      hourBook: hour.hour,
      customerPhone: '+84912000001',
      totalMoney: 99000,
    });
    const row = await t.handle.db
      .selectFrom('booking')
      .select(['params', 'channel', 'utm_source'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.params).toEqual({ salonId: '1', step: '0' });
    expect(row.channel).toBe(3);

    // A bare id, or a forged token, reads nothing.
    const stranger = await app.inject({ method: 'GET', url: `/api/v1/booking/${booking.id}` });
    expect(stranger.statusCode).toBe(404);
    const forged = await app.inject({
      method: 'GET',
      url: `/api/v1/booking/${booking.id}?viewToken=9999999999999.abc`,
    });
    expect(forged.statusCode).toBe(404);

    // The phone now has an upcoming booking: a second one is refused with the login modal's title
    // (from the same browser, which now needs a solved captcha: decision 0101).
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: browser,
      payload: createBody({
        bookHours: [{ bookHourId: hour.hourId + 10 }],
        captcha: await solvedCaptcha(app),
      }),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('BẠN ĐÃ CÓ LỊCH ĐẶT, BẠN VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH');
  });

  it('lists stylists and skinners of the day, and hours grouped by hour group', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking/stylists?salonId=1&workDate=24-11-2026',
    });
    expect(res.statusCode).toBe(200);
    const { stylists, skinners } = res.json().data;
    expect(stylists.length).toBeGreaterThan(0);
    expect(skinners.length).toBeGreaterThan(0);
    expect(Object.keys(stylists[0]).sort()).toEqual(
      expect.arrayContaining([
        'staffId',
        'staffName',
        'avatar',
        'skillLevel',
        'totalCutomer',
        'ratingStar',
        'star',
        'description',
        'favoriteImages',
        'ratingInfor',
        'salonEnroll',
        'experience',
        'special',
      ]),
    );
    expect(JSON.parse(stylists[0].ratingInfor)).toBeInstanceOf(Array);
    // The stylist of salon 1 who works at salon 2 tomorrow is listed with salonEnroll 2.
    expect(stylists.some((s: { salonEnroll: number }) => s.salonEnroll === 2)).toBe(true);

    const hours = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking/book-hours-group?salonId=1&bookDate=23-11-2026&stylistId=0&listServiceId=0',
    });
    const data = hours.json().data;
    expect(data.hourGroup.map((g: { name: string }) => g.name)).toEqual([
      'Buổi sáng',
      'Buổi chiều',
      'Buổi tối',
    ]);
    expect(data.hourGroup[0].hours[0]).toMatchObject({ hour: '8h30', hourFrame: '08:30', hourId: 1000 });
    expect(data.lastHourWork.isFreeToday).toBe(true);
  });

  it('answers bad input with a 4xx and a Vietnamese message, never a 500', async () => {
    const cases = [
      '/api/v1/booking/book-hours-group?salonId=abc&bookDate=24-11-2026',
      '/api/v1/booking/book-hours-group?salonId=1&bookDate=31-02-2026',
      '/api/v1/booking/book-hours-group?salonId=1&bookDate=24-11-2026&listServiceId=1,x',
      '/api/v1/booking/book-hours-group?salonId=1&bookDate=01-12-2026',
      '/api/v1/booking/book-hours-group?salonId=99999&bookDate=24-11-2026',
      '/api/v1/booking/book-hours-group?salonId=1&bookDate=24-11-2026&listServiceId=424242',
      '/api/v1/booking/stylists?salonId=-1&workDate=24-11-2026',
      '/api/v1/booking/abc',
    ];
    for (const url of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().message, url).toMatch(/[\u00C0-\u1EF9]/);
    }
    const countBookings = async () =>
      Number(
        (
          await t.handle.db
            .selectFrom('booking')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countBookings();
    const bodies = [
      createBody({ bookHours: [] }),
      createBody({ bookHours: [{ bookHourId: 2000 }] }), // an hour of another salon
      createBody({ bookHours: [{ bookHourId: 1035 }], chosenServices: '[1013]' }), // 80 min from 20h10
      createBody({ chosenServices: 'not json' }),
      createBody({ dateBook: '2026-11-22' }),
      createBody({ phone: '12345' }),
      createBody({ salonId: 8 }), // closed for renovation
      createBody({ stylistId: 999999 }),
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/booking-multiple', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().message).toMatch(/[\u00C0-\u1EF9]/);
    }
    expect(await countBookings()).toBe(before);
  });
});
