import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode as outboxLatest, outboxCodes } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Login end to end through HTTP (000 §4, §7), with the outbox as the OTP delivery.
let t: TestApp;
let ipSeq = 0;
// Each test speaks from its own address so the per-address bounds of one test do not touch another.
const nextIp = () => `198.51.100.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z'), env: { ALTCHA_COST: '300' } });
});
afterAll(() => t?.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { body?: object; token?: string; ip?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.body,
    remoteAddress: opts.ip ?? '192.0.2.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

const latestCode = (phone: string) => outboxLatest(t.app, phone);

/** A new account by OTP with the password set: returns its token. */
async function register(local: string, password: string, ip = nextIp()) {
  const phone = `+84${local.slice(1)}`;
  await call('POST', '/otp/send', { body: { phone, method: 'zalo', brandName: 'MOYO' }, ip });
  const otp = await latestCode(phone);
  const login = await call('POST', '/api/v1/auth/login-otp', { body: { phone, otp, brandName: 'MOYO' }, ip });
  const set = await call('POST', '/api/v1/auth/change-password', {
    body: { phone, newPassword: password, accessToken: login.body.data.accessToken, brandName: 'MOYO' },
    ip,
  });
  return { phone, token: set.body.data.accessToken as string };
}

describe('a new user: OTP, then a password, then a password login', () => {
  it('registers by OTP, sets a password, and logs in with it', async () => {
    const ip = nextIp();
    const phone = '+84987650001';
    expect((await call('POST', '/api/v1/auth/verify', { body: { phone, brandName: 'MOYO' } })).body).toEqual({
      statusCode: 200,
      data: { isNewUser: true },
    });
    const sent = await call('POST', '/otp/send', { body: { phone, method: 'zalo', brandName: 'MOYO' }, ip });
    expect(sent.body).toEqual({
      success: true,
      message: 'Mã xác nhận đã được gửi.',
      allowResendAfterSeconds: 60,
      verificationMethod: 'zalo',
    });
    const outbox = await call('GET', '/api/dev/outbox?phone=0987650001', { ip: '127.0.0.1' });
    expect(outbox.body.data[0]).toMatchObject({ phone, method: 'zalo' });
    const otp = outbox.body.data[0].code as string;

    const login = await call('POST', '/api/v1/auth/login-otp', {
      body: { phone, otp, brandName: 'MOYO' },
      ip,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ statusCode: 200, data: { isNewUser: true } });
    const first = login.body.data.accessToken as string;
    const cookie = login.cookies.find((c) => c.name === 'accessToken');
    expect(cookie).toMatchObject({
      value: first,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 94_608_000,
    });

    const me = await call('GET', '/api/v1/auth/me', { token: first });
    expect(me.body.data).toMatchObject({
      userInfo: { phoneNumber: '0987650001', userName: '', memberType: null },
      accountBalance: 0,
      isRegistered: true,
      agreeProtectPersonalInfo: false,
    });
    expect(typeof me.body.data.userInfo.userId).toBe('string');

    const set = await call('POST', '/api/v1/auth/change-password', {
      body: { phone, newPassword: '246810', accessToken: first, brandName: 'MOYO' },
    });
    expect(set.body).toMatchObject({ statusCode: 200, message: 'Đặt mật khẩu thành công!' });
    // The password change ends the other sessions.
    expect((await call('GET', '/api/v1/auth/me', { token: first })).status).toBe(401);
    expect((await call('GET', '/api/v1/auth/me', { token: set.body.data.accessToken })).status).toBe(200);

    expect((await call('POST', '/api/v1/auth/verify', { body: { phone } })).body.data.isNewUser).toBe(false);
    const byPassword = await call('POST', '/api/v1/auth/login', {
      body: { phone, password: '246810', brandName: 'MOYO' },
      ip,
    });
    expect(byPassword.body).toMatchObject({
      success: true,
      enableCaptcha: false,
      message: 'Đăng nhập thành công!',
    });
    expect((await call('GET', '/api/v1/auth/me', { token: byPassword.body.accessToken })).status).toBe(200);
  });

  it('answers the spec messages for bad input, changing nothing', async () => {
    const bad = async (url: string, body: object) => (await call('POST', url, { body })).body;
    expect(await bad('/api/v1/auth/verify', { phone: '12345' })).toMatchObject({
      statusCode: 400,
      message: 'Số điện thoại sai định dạng.',
    });
    expect(await bad('/api/v1/auth/login', { phone: '+84987650002', password: '12ab56' })).toMatchObject({
      message: 'Mật khẩu phải là số và 6 kí tự.',
    });
    expect(await bad('/api/v1/auth/login', { phone: '+84987650002', password: '12345' })).toMatchObject({
      message: 'Mật khẩu sai định dạng.',
    });
    expect(await bad('/api/v1/auth/login-otp', { phone: '+84987650002', otp: '12' })).toMatchObject({
      message: 'Mã xác nhận sai định dạng.',
    });
    expect(await bad('/api/v1/auth/login-otp', { phone: '+84987650002', otp: '12a456' })).toMatchObject({
      message: 'Mã xác minh là số và 6 kí tự.',
    });
    expect(await bad('/api/v1/auth/login-otp', { phone: '+84987650002', otp: '123456' })).toMatchObject({
      statusCode: 400,
      message: 'Bạn vui lòng bấm gửi mã xác nhận trước.',
    });
  });
});

describe('password guessing', () => {
  it('demands a captcha after 2 failures, accepts a solved one once, refuses an unsolved one', async () => {
    const { phone } = await register('0987650010', '135790');
    const ip = nextIp();
    const wrong = () => call('POST', '/api/v1/auth/login', { body: { phone, password: '000000' }, ip });
    const w1 = await wrong();
    expect(w1.status).toBe(400);
    expect(w1.body).toMatchObject({
      success: false,
      accessToken: '',
      message: 'Số điện thoại hoặc mật khẩu không chính xác.',
      enableCaptcha: false,
    });
    expect((await wrong()).body.enableCaptcha).toBe(false);
    expect((await wrong()).body.enableCaptcha).toBe(true);

    // Now even the right password needs the captcha.
    const noCaptcha = await call('POST', '/api/v1/auth/login', { body: { phone, password: '135790' }, ip });
    expect(noCaptcha.body).toMatchObject({
      success: false,
      message: 'Bạn vui lòng xác nhận không phải người máy.',
      enableCaptcha: true,
    });

    const challenge = (await call('GET', '/api/v1/auth/captcha')).body;
    const unsolved = btoa(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } }));
    const refused = await call('POST', '/api/v1/auth/login', {
      body: { phone, password: '135790', recaptcha: unsolved },
      ip,
    });
    expect(refused.body).toMatchObject({ success: false, enableCaptcha: true });

    const solution = await solveChallenge({ challenge, deriveKey });
    const solved = btoa(JSON.stringify({ challenge, solution }));
    const ok = await call('POST', '/api/v1/auth/login', {
      body: { phone, password: '135790', recaptcha: solved },
      ip,
    });
    expect(ok.body).toMatchObject({ success: true, enableCaptcha: false });

    // The failures are forgotten after a success, and a solved captcha cannot be replayed.
    await wrong();
    await wrong();
    await wrong();
    const replay = await call('POST', '/api/v1/auth/login', {
      body: { phone, password: '135790', recaptcha: solved },
      ip,
    });
    expect(replay.body).toMatchObject({ success: false, enableCaptcha: true });
  });

  // Decision 0102: 10 failures lock the (phone, address) pair. Decision 0135: 30 from every address rest
  // the phone's password, and the answer says the OTP login is open.
  it("locks an address on a phone after 10 failures, and rests the phone's password after 30 from every address", async () => {
    const { phone } = await register('0987650011', '112233');
    const guess = async (ip: string, password = '999999') => {
      const challenge = (await call('GET', '/api/v1/auth/captcha')).body;
      const solution = await solveChallenge({ challenge, deriveKey });
      const recaptcha = btoa(JSON.stringify({ challenge, solution }));
      return call('POST', '/api/v1/auth/login', { body: { phone, password, recaptcha }, ip });
    };
    const guesser = nextIp();
    for (let i = 0; i < 10; i++) await guess(guesser);
    expect((await guess(guesser, '112233')).status).toBe(429);
    for (let a = 0; a < 2; a++) {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) await guess(ip);
    }
    const locked = await call('POST', '/api/v1/auth/login', {
      body: { phone, password: '112233' },
      ip: nextIp(),
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      success: false,
      useOtp: true,
      message:
        'Số điện thoại này bị nhập sai mật khẩu quá nhiều lần. Bạn vui lòng đăng nhập bằng mã xác nhận (Quên mật khẩu), hoặc thử lại mật khẩu sau 15 phút.',
    });
    later(16 * 60);
    const challenge = (await call('GET', '/api/v1/auth/captcha')).body;
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptcha = btoa(JSON.stringify({ challenge, solution }));
    const after = await call('POST', '/api/v1/auth/login', {
      body: { phone, password: '112233', recaptcha },
    });
    expect(after.body.success).toBe(true);
  });
});

describe('OTP limits over HTTP', () => {
  it('refuses the right code after 5 wrong ones', async () => {
    const phone = '+84987650020';
    const ip = nextIp();
    await call('POST', '/otp/send', { body: { phone, method: 'sms' }, ip });
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/v1/auth/login-otp', { body: { phone, otp: wrong }, ip });
      expect(res.body).toMatchObject({ statusCode: 400, message: 'Mã xác nhận không chính xác.' });
    }
    const right = await call('POST', '/api/v1/auth/login-otp', { body: { phone, otp: code }, ip });
    expect(right.body).toMatchObject({ message: 'Bạn đã nhập sai quá nhiều lần, vui lòng gửi lại mã mới.' });
  });

  it('answers send limits in the spec shape and never sends more', async () => {
    const phone = '+84987650021';
    const ip = nextIp();
    const send = () => call('POST', '/otp/send', { body: { phone, method: 'zalo' }, ip });
    expect((await send()).status).toBe(200);
    const soon = await send();
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({
      success: false,
      message: 'Bạn vui lòng đợi 60 giây để gửi lại mã xác nhận.',
      allowResendAfterSeconds: 60,
      verificationMethod: 'zalo',
    });
    for (let i = 0; i < 4; i++) {
      later(61);
      expect((await send()).status).toBe(200);
    }
    later(61);
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body.success).toBe(false);
    expect(await outboxCodes(t.app, phone)).toHaveLength(5);
  });
});

describe('tokens', () => {
  it('refuses a logged-out token and an expired one with 401', async () => {
    const { token } = await register('0987650030', '121212');
    const out = await call('POST', '/api/v1/auth/logout', { token });
    expect(out.body).toEqual({ statusCode: 200, message: 'Đăng xuất thành công!' });
    expect((await call('GET', '/api/v1/auth/me', { token })).body).toEqual({
      statusCode: 401,
      message: 'Bạn vui lòng đăng nhập để tiếp tục.',
    });

    const second = await register('0987650031', '343434');
    expect((await call('GET', '/api/v1/auth/me', { token: second.token })).status).toBe(200);
    later(94_608_000 + 1);
    expect((await call('GET', '/api/v1/auth/me', { token: second.token })).status).toBe(401);
    expect((await call('GET', '/api/v1/auth/me', { token: 'not-a-token' })).status).toBe(401);
  });

  it('accepts the HttpOnly cookie instead of the Bearer header', async () => {
    const { token } = await register('0987650050', '787878');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { accessToken: token },
    });
    expect(res.statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { accessToken: token },
    });
    expect(out.cookies.find((c) => c.name === 'accessToken')?.value).toBe('');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { accessToken: token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('saves the name of the logged-in customer only for their own phone', async () => {
    const { phone, token } = await register('0987650040', '565656');
    const anonymous = await call('PUT', '/api/v1/booking/customer', { body: { name: 'Lan', phone } });
    expect(anonymous.status).toBe(401);
    const other = await call('PUT', '/api/v1/booking/customer', {
      body: { name: 'Lan', phone: '0987650041' },
      token,
    });
    expect(other.status).toBe(403);
    const bad = await call('PUT', '/api/v1/booking/customer', { body: { name: 'L4n!', phone }, token });
    expect(bad.body.message).toBe('Bạn nhập tên hợp lệ giúp chúng mình nhé!');
    const saved = await call('PUT', '/api/v1/booking/customer', {
      body: { name: 'Nguyễn Lan', phone },
      token,
    });
    expect(saved.body).toMatchObject({ statusCode: 200, data: { name: 'Nguyễn Lan', phone: '0987650040' } });
    expect((await call('GET', '/api/v1/auth/me', { token })).body.data.userInfo.userName).toBe('Nguyễn Lan');
  });
});

describe("the in-app entry trades the shell's token for this browser's cookie", () => {
  it('a valid token sets the HttpOnly cookie and answers the user; the token keeps working for the app', async () => {
    const { token, phone } = await register('0987650060', '565656');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/app-session',
      payload: { accessToken: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userInfo.phoneNumber).toBe(`0${phone.slice(3)}`);
    const cookie = res.cookies.find((c) => c.name === 'accessToken');
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBe(true);
    expect((await call('GET', '/api/v1/auth/me', { token })).status).toBe(200);
  });

  it('a made-up, logged-out or empty token gets 401 and no cookie', async () => {
    const { token } = await register('0987650061', '676767');
    await call('POST', '/api/v1/auth/logout', { token });
    for (const accessToken of ['not-a-token', token, 'x'.repeat(200)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/app-session',
        payload: { accessToken },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: 'Bạn vui lòng đăng nhập để tiếp tục.' });
      expect(res.cookies.find((c) => c.name === 'accessToken')?.value ?? '').toBe('');
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/app-session',
      payload: { accessToken: '' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
