import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 000 §4: after an OTP login, 'TẠO TÀI KHOẢN THÀNH CÔNG' is for a new account only; a customer the
// chain knows (0988111222: 13 visits, no password yet) is asked to set one ('ĐẶT MẬT KHẨU'). The
// login-otp answer's isNewUser says which: true only when this login created the account.

let t: TestApp;
let seq = 0;
const nextIp = () => `198.20.0.${++seq}`;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z') });
});
afterAll(() => t?.close());

async function loginByOtp(phone: string) {
  const ip = nextIp();
  const verify = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { phone } });
  await t.app.inject({
    method: 'POST',
    url: '/otp/send',
    payload: { phone, method: 'zalo' },
    remoteAddress: ip,
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login-otp',
    payload: { phone, otp: await latestCode(t.app, phone), brandName: 'MOYO' },
    remoteAddress: ip,
  });
  expect(login.statusCode).toBe(200);
  return { verify: verify.json().data, login: login.json().data };
}

describe('an OTP login says whether it created the account', () => {
  it('the demo customer with 13 visits and no password: OTP path (no password to enter), not a new account', async () => {
    const { verify, login } = await loginByOtp('+84988111222');
    expect(verify.isNewUser).toBe(true);
    expect(login.isNewUser).toBe(false);
  });

  it('a phone the chain never saw: a new account', async () => {
    const { login } = await loginByOtp('+84987650777');
    expect(login.isNewUser).toBe(true);
    // Its second login is not a new account any more.
    t.clock.now = new Date(t.clock.now.getTime() + 120_000);
    expect((await loginByOtp('+84987650777')).login.isNewUser).toBe(false);
  });

  it('a visitor who booked before without an account: a customer the chain knows', async () => {
    await t.handle.db.insertInto('customer').values({ phone: '+84987650778' }).execute();
    expect((await loginByOtp('+84987650778')).login.isNewUser).toBe(false);
  });
});
