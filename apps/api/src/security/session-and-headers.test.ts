import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestCode } from '../test/outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Written as the attacks (dev outbox, proxy trust, logout, security headers, token storage and
// cookie lifetime; decision 0103): each of these passed for the attacker on the code before the fix.

const STRANGER = '203.0.113.66';
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');

async function logIn(t: TestApp, local: string, ip = '192.0.2.10') {
  const phone = `+84${local.slice(1)}`;
  await t.app.inject({ method: 'POST', url: '/otp/send', payload: { phone }, remoteAddress: ip });
  const otp = await latestCode(t.app, phone);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login-otp',
    payload: { phone, otp },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('attacks on the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveWeb: true, env: { WEB_DIST: webDist } });
  });
  afterAll(() => t?.close());

  it('1: a stranger cannot read OTP codes from the dev outbox, even with a forged forwarding header', async () => {
    const phone = '+84912345678';
    await t.app.inject({ method: 'POST', url: '/otp/send', payload: { phone }, remoteAddress: STRANGER });
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { phone },
      remoteAddress: STRANGER,
    });
    expect(stranger.statusCode).toBe(404);
    expect(JSON.stringify(stranger.json())).not.toMatch(/\d{6}/);
    // Relayed by a proxy on this machine: still not "this machine".
    const relayed = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { phone },
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(relayed.statusCode).toBe(404);
    // Listing every recent code (no phone) is gone.
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(400);
    expect(typeof all.json().message).toBe('string');
  });

  it('3: a spoofed X-Forwarded-For from an untrusted peer changes nothing', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/otp/send',
        payload: { phone: `+8490555000${i}` },
        remoteAddress: '198.51.100.77',
        headers: { 'x-forwarded-for': `10.9.9.${i}` },
      });
    }
    const rows = await t.handle.db
      .selectFrom('otp_code')
      .select('client_ip')
      .where('phone', 'like', '+8490555000%')
      .execute();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.client_ip))).toEqual(new Set(['198.51.100.77']));
  });

  it('5: logout with a JSON content type and no body ends the session and clears both cookies', async () => {
    const login = await logIn(t, '0905550101');
    const token = login.json().data.accessToken as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'content-type': 'application/json' },
      cookies: { accessToken: token, loggedIn: '1' },
    });
    expect(out.statusCode).toBe(200);
    const cleared = Object.fromEntries(out.cookies.map((c) => [c.name, c]));
    expect(cleared.accessToken?.value).toBe('');
    expect(cleared.loggedIn?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { accessToken: token } });
    expect(me.statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('10: the login cookie and the session last about three years, and a new login rotates the session', async () => {
    const login = await logIn(t, '0905550102');
    const cookie = login.cookies.find((c) => c.name === 'accessToken');
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 94_608_000, path: '/' });
    expect(login.cookies.find((c) => c.name === 'loggedIn')).toMatchObject({
      value: '1',
      maxAge: 94_608_000,
    });
    const first = login.json().data.accessToken as string;
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 400 * 24 * 3600 * 1000);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        cookies: { accessToken: first },
      });
      expect(me.statusCode).toBe(200);
      // Browsers cap a cookie at 400 days: a visit renews it for the session's remaining life.
      expect(me.cookies.find((c) => c.name === 'accessToken')).toMatchObject({
        value: first,
        httpOnly: true,
      });
    } finally {
      t.clock.now = start;
    }
    // Logging in again from the browser that holds the first session replaces it.
    const phone = '+84905550102';
    await t.app.inject({ method: 'POST', url: '/otp/send', payload: { phone }, remoteAddress: '192.0.2.11' });
    t.clock.now = new Date(start.getTime() + 61_000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/otp/send',
      payload: { phone },
      remoteAddress: '192.0.2.11',
    });
    expect(again.statusCode).toBe(200);
    const otp = await latestCode(t.app, phone);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login-otp',
      payload: { phone, otp },
      cookies: { accessToken: first },
      remoteAddress: '192.0.2.11',
    });
    expect(relogin.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { accessToken: first },
    });
    expect(old.statusCode).toBe(401);
    const fresh = relogin.json().data.accessToken as string;
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { accessToken: fresh },
    });
    expect(now.statusCode).toBe(200);
  });

  it('7: every answer carries the security headers; nobody may frame the site', async () => {
    for (const url of [
      '/',
      '/booking?salonId=0&phone=0&step=0',
      '/api/health',
      '/api/v1/salons',
      '/nowhere.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      // The videos' player may be framed, and nothing else.
      expect(csp, url).toContain('frame-src https://www.youtube-nocookie.com;');
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc, url).not.toContain('unsafe-inline');
      expect(scriptSrc, url).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      // Plain HTTP: no HSTS (it only means something over HTTPS).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('settings an operator gives', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveWeb: true,
      env: { WEB_DIST: webDist, TRUST_PROXY: '10.0.0.1', FRAME_ANCESTORS: 'https://app.moyo.vn' },
    });
  });
  afterAll(() => t?.close());

  it('3: a configured proxy is believed, and only that proxy', async () => {
    const viaProxy = { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': '203.0.113.20' } };
    const notProxy = { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.21' } };
    await t.app.inject({ method: 'POST', url: '/otp/send', payload: { phone: '+84905556001' }, ...viaProxy });
    await t.app.inject({ method: 'POST', url: '/otp/send', payload: { phone: '+84905556002' }, ...notProxy });
    const rows = await t.handle.db
      .selectFrom('otp_code')
      .select(['phone', 'client_ip'])
      .where('phone', 'in', ['+84905556001', '+84905556002'])
      .orderBy('phone')
      .execute();
    expect(rows.map((r) => r.client_ip)).toEqual(['203.0.113.20', '10.0.0.2']);
  });

  it('7: the app shells named in FRAME_ANCESTORS may frame the site; HSTS is sent over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors https://app.moyo.vn');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
