import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, firstStylist, loginAs, NOW, newAddress, TOMORROW_DD } from '../booking/test-helpers.ts';
import { runDueJobs } from '../jobs/index.ts';
import { runWaitlist } from './offer-service.ts';

// The offer message leaves through the SMS gateway as a job of the queue (issue 22): once, with the
// signed link on the site's public address, and only for an offer that was made.
let gateway: Server;
let received: { to: string; text: string; kind: string; id: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push(JSON.parse(raw));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  t = await createTestApp({
    now: NOW,
    env: { OTP_PROVIDER: 'http-sms', SMS_GATEWAY_URL: url, PUBLIC_URL: 'https://moyo.example' },
  });
});
afterAll(async () => {
  await t?.close();
  gateway.closeAllConnections();
  await new Promise<void>((r) => gateway.close(() => r()));
});

describe('the offer message', () => {
  it('is sent once by the SMS gateway with the link on the public address', async () => {
    const stylist = await firstStylist(t.app, 1, TOMORROW_DD);
    const token = await loginAs(t.handle.db, '+84916000001');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: newAddress(),
      headers: { authorization: `Bearer ${token}` },
      payload: createBody({
        phone: '0916000001',
        stylistId: stylist,
        bookHours: [{ bookHourId: 1010, stylistId: stylist }],
      }),
    });
    const bookingId = booked.json().data.booking.id as number;
    // The waiting customer's own login (decision 0135: only a proven phone stands in line).
    const waiting = await loginAs(t.handle.db, '+84916000002');
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: newAddress(),
      headers: { authorization: `Bearer ${waiting}` },
      payload: {
        phone: '0916000002',
        salonId: 1,
        dateBook: TOMORROW_DD,
        bookHourId: 1010,
        stylistId: stylist,
        serviceIds: [1011],
      },
    });
    expect(join.statusCode).toBe(200);
    await runDueJobs(t.app.deps, t.clock.now);
    received = [];
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/booking/${bookingId}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await runWaitlist(t.app.deps)).toHaveLength(1);
    await runDueJobs(t.app.deps, t.clock.now);
    await runDueJobs(t.app.deps, t.clock.now);
    const offers = received.filter((r) => r.kind === 'waitlist');
    expect(offers).toHaveLength(1);
    expect(offers[0]?.to).toBe('+84916000002');
    expect(offers[0]?.text).toMatch(/https:\/\/moyo\.example\/giu-cho\/\d+\.[\w-]+$/);
  });
});
