import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_CACHE_CONTROL } from '../http/personal-answers.ts';
import { loginAs, NOW } from '../modules/booking/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The attack: a shared cache (a proxy, a CDN, a carrier's cache) keeps one customer's answer (their
// profile, balance, history, bookings, saved places, rewards) and hands it to the next customer who asks
// the same URL. Every answer that depends on who asks must say `private, no-store` and vary by the
// login; the routes are taken from the server's own OpenAPI document, not from a hand list.

const PHONE = '+84913700001';
let t: TestApp;
let token: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await loginAs(t.handle.db, PHONE);
  customerId = (
    await t.handle.db.selectFrom('customer').select('id').where('phone', '=', PHONE).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t?.close());
// A fresh session for each test: the enumeration also calls logout, which ends the one it presents.
beforeEach(async () => {
  token = await loginAs(t.handle.db, PHONE);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  url: string;
  secured: boolean;
}

/** Every operation of the OpenAPI document, its path parameters filled with 1. */
function operations(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, '1'),
        secured: (op.security?.length ?? 0) > 0,
      })),
  );
}

const loggedIn = () => ({ authorization: `Bearer ${token}` });
const cookieLoggedIn = () => ({ cookie: `accessToken=${token}` });

function expectPrivate(res: { headers: Record<string, unknown> }, what: string) {
  expect(res.headers['cache-control'], what).toBe(PERSONAL_CACHE_CONTROL);
  const vary = String(res.headers.vary ?? '').toLowerCase();
  expect(vary, what).toContain('cookie');
  expect(vary, what).toContain('authorization');
}

describe('answers that depend on who asks', () => {
  it('every operation that needs a login answers private, no-store, whatever its status', async () => {
    const secured = operations().filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(20);
    for (const op of secured) {
      for (const headers of [loggedIn(), cookieLoggedIn(), {}]) {
        const res = await t.app.inject({
          method: op.method,
          url: op.url,
          headers,
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
        expectPrivate(res, `${op.method} ${op.url} → ${res.statusCode}`);
      }
    }
  });

  it('a GET whose answer changes with the login says private, no-store; a public one stays the same for all', async () => {
    const gets = operations().filter((op) => op.method === 'GET' && !op.url.startsWith('/api/dev/'));
    let personal = 0;
    for (const op of gets) {
      const first = await t.app.inject({ method: 'GET', url: op.url });
      const again = await t.app.inject({ method: 'GET', url: op.url });
      const mine = await t.app.inject({ method: 'GET', url: op.url, headers: loggedIn() });
      const what = `GET ${op.url} → ${mine.statusCode}`;
      // A public, cacheable answer is one answer for everybody.
      if (String(mine.headers['cache-control'] ?? '').includes('public')) {
        expect(mine.body, what).toBe(first.body);
      }
      const deterministic = first.statusCode === again.statusCode && first.body === again.body;
      if (deterministic && (mine.statusCode !== first.statusCode || mine.body !== first.body)) {
        personal++;
        expectPrivate(mine, what);
      }
    }
    expect(personal).toBeGreaterThan(10);
  });

  it("the customer's own answers (profile, balance, history, bookings, places, rewards) are 200 and private", async () => {
    const urls = [
      '/api/v1/auth/me',
      '/api/v1/wallet',
      `/api/customer-history?customerId=${customerId}`,
      '/api/v1/booking/my',
      '/api/appcustomer/location',
      `/api/customer/reward-vqmm?customerId=${customerId}`,
      `/v2/api/campaign-customer/reward?phone=${encodeURIComponent(PHONE)}`,
      `/api/LuckySprint/GetPoint?customerId=${customerId}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookieLoggedIn() });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expectPrivate(res, url);
    }
  });

  it('public lists and documents keep their caching when a customer asks', async () => {
    const provinces = await t.app.inject({ method: 'GET', url: '/api/v1/provinces', headers: loggedIn() });
    expect(provinces.statusCode).toBe(200);
    expect(provinces.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(provinces.headers.etag).toBeTruthy();
  });
});
