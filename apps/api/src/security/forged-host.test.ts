import { formatDate } from '@salon/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBody, loginAs, NOW, TOMORROW_DD } from '../modules/booking/test-helpers.ts';
import { runDueJobs } from '../modules/jobs/index.ts';
import { outbox, slotAt } from '../modules/reminders/test-helpers.ts';
import { FAKE_VNPAY } from '../test/fake-vnpay.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A link the server writes (the payment's return, a reminder's booking link, an offer's link) points
// at PUBLIC_URL whatever Host or X-Forwarded-Host the request claims, even through a trusted proxy.
// The attack: a top-up started with a forged Host sent VNPay's return (and the payer) to that host.

const PUBLIC_URL = 'https://datlich.example.vn';
const EVIL = 'evil.example';
const FORGED = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    env: {
      PUBLIC_URL,
      // The requests come through a proxy the server trusts: its forwarded headers are believed.
      TRUST_PROXY: '127.0.0.1',
      PAYMENT_PROVIDER: 'vnpay',
      VNPAY_TMN_CODE: FAKE_VNPAY.tmnCode,
      VNPAY_HASH_SECRET: FAKE_VNPAY.hashSecret,
      VNPAY_URL: FAKE_VNPAY.url,
    },
  });
});
afterAll(() => t?.close());

describe('a forged Host changes no link', () => {
  it("a top-up's VNPay return goes to PUBLIC_URL", async () => {
    const token = await loginAs(t.handle.db, '+84913600001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/topups',
      headers: { ...FORGED, authorization: `Bearer ${token}` },
      payload: { amount: 100_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const payUrl = new URL(res.json().data.payUrl);
    const back = new URL(payUrl.searchParams.get('vnp_ReturnUrl') ?? '');
    expect(back.origin).toBe(PUBLIC_URL);
    expect(back.pathname).toBe('/nap-tien/ket-qua');
    expect(res.body).not.toContain(EVIL);
  });

  it('a booking made and read with a forged Host answers no link to it, and its reminder links PUBLIC_URL', async () => {
    const phone = '+84913600002';
    const token = await loginAs(t.handle.db, phone);
    const auth = { ...FORGED, authorization: `Bearer ${token}` };
    const bookHourId = await slotAt(t.app, '14h10');
    const person = { bookHourId, stylistId: 0, chosenServices: JSON.stringify([{ serviceId: 1021 }]) };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: '127.0.0.1',
      headers: auth,
      payload: createBody({ phone: '0913600002', bookHours: [person] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.booking.id as number;
    for (const url of [`/api/v1/booking/${id}`, `/api/v1/booking/${id}/reminders`]) {
      const read = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.body).not.toContain(EVIL);
    }
    expect(created.body).not.toContain(EVIL);

    // The reminder 24 h before (14h10 on the 23rd, Vietnam time) carries the booking's view link.
    const at = new Date(`2026-11-23T14:15:00+07:00`);
    t.clock.now = at;
    await runDueJobs(t.app.deps, at);
    const [reminder] = await outbox(t.app, phone);
    expect(reminder?.text).toContain(formatDate(TOMORROW_DD));
    const link = new URL(reminder?.text.slice(reminder.text.indexOf('http')) ?? '');
    expect(link.origin).toBe(PUBLIC_URL);
    expect(reminder?.text).not.toContain(EVIL);
    t.clock.now = NOW;
  });

  it('no server code builds a link from the request (Host, X-Forwarded-Host, hostname)', () => {
    const root = join(import.meta.dirname, '..');
    const fromRequest =
      /request\.(host|hostname)\b|headers\.host\b|headers\[['"]host['"]\]|x-forwarded-host/i;
    const offenders = sourceFiles(root).filter((file) => fromRequest.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/** Every non-test TypeScript file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}
