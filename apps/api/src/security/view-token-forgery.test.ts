import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TOKEN_SECRET } from '../config.ts';
import {
  createBody,
  firstStylist,
  hoursOf,
  NOW,
  newAddress,
  TOMORROW_DD,
} from '../modules/booking/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// As the attack: a booking view token forged with the repository's built-in secret
// read any booking (11 of 11 ids). A production start now refuses that secret (start-checks.test.ts); here
// a server with its own secret, as production and the demo have, answers the forged token like a missing one.

const forge = (bookingId: number) => {
  const expiresAt = NOW.getTime() + 60 * 60 * 1000;
  const sig = createHmac('sha256', DEV_TOKEN_SECRET)
    .update(`booking-view:${bookingId}:${expiresAt}`)
    .digest('base64url');
  return `${expiresAt}.${sig}`;
};

describe('booking view tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: { TOKEN_SECRET: 'a-secret-only-this-server-knows-0123456789' },
    });
  });
  afterAll(() => t?.close());

  it('refuses a token forged with the built-in secret and accepts the genuine one', async () => {
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const hours = await hoursOf(t.app, {
      salonId: 1,
      bookDate: TOMORROW_DD,
      stylistId,
      listServiceId: '1011',
    });
    const hour = hours.find((h) => h.isFree);
    if (!hour) throw new Error('no free hour');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      payload: createBody({ stylistId, bookHours: [{ bookHourId: hour.hourId, stylistId, totalMoney: 1 }] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { booking, viewToken } = created.json().data as { booking: { id: number }; viewToken: string };

    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${booking.id}`,
      headers: { 'x-booking-view-token': forge(booking.id) },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain('0912');

    const genuine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${booking.id}`,
      headers: { 'x-booking-view-token': viewToken },
    });
    expect(genuine.statusCode).toBe(200);
  });
});
