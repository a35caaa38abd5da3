import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBody, firstStylist, latestCode, NOW, TOMORROW_DD } from '../test-helpers.ts';

// The OTP popup closed and opened again asks for a code too early; the refusal
// ('đợi N giây') must leave the code already received valid. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { BOOKING_FREE_HOLDS_PER_ADDRESS: '50' } });
});
afterAll(async () => {
  await t?.close();
});

const PHONE = '0914300001';

describe('a refused resend of the booking code', () => {
  it('keeps the live code: it still confirms the booking', async () => {
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      payload: createBody({ phone: PHONE, stylistId, bookHours: [{ bookHourId: 1020, stylistId }] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const bookingId = created.json().data.booking.id as number;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/booking/send-otp-booking',
        payload: { bookingId, phone: PHONE },
      });
    expect((await send()).statusCode).toBe(200);
    const code = await latestCode(t.app, PHONE);

    t.clock.now = new Date(NOW.getTime() + 24_000);
    const early = await send();
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ success: false, allowResendAfterSeconds: 36 });
    expect(early.json().message).toBe('Bạn vui lòng đợi 36 giây để gửi lại mã xác nhận.');

    const verified = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/booking/verify-otp-booking',
      payload: { bookingId, phone: PHONE, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data ?? verified.json()).toMatchObject({ status: 'confirmed' });
  });
});
