import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxCodes } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBody, firstStylist, TOMORROW_DD } from '../booking/test-helpers.ts';

// Lock-outs a stranger cannot trigger (decision 0102), written as the attack: a stranger who knows a phone number
// fails OTPs, passwords and sends from their own address; the owner, from theirs, still gets in.
let t: TestApp;
let seq = 0;
const nextIp = () => `198.51.100.${++seq}`;
const nextPhone = () => `+8498765${String(1000 + ++seq)}`;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T03:00:00Z'), env: { ALTCHA_COST: '300' } });
});
afterAll(() => t?.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

async function post(url: string, body: object, ip: string) {
  const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
}

const sendCode = (phone: string, ip: string) => post('/otp/send', { phone, method: 'sms' }, ip);
const loginOtp = (phone: string, otp: string, ip: string) =>
  post('/api/v1/auth/login-otp', { phone, otp }, ip);
/** The code the phone received last. */
const lastCode = async (phone: string) => (await outboxCodes(t.app, phone))[0] ?? '';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function solvedCaptcha(ip: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress: ip });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

describe('wrong OTPs from a stranger', () => {
  it("10 wrong codes from another address neither spend the owner's code nor lock the owner out", async () => {
    const phone = nextPhone();
    const owner = nextIp();
    const stranger = nextIp();
    await sendCode(phone, owner);
    const code = await lastCode(phone);
    for (let i = 0; i < 10; i++) expect((await loginOtp(phone, wrongFor(code), stranger)).status).toBe(400);
    const blocked = await loginOtp(phone, code, stranger);
    expect(blocked.body).toMatchObject({ reason: 'too_many_tries' });
    const mine = await loginOtp(phone, code, owner);
    expect(mine.status).toBe(200);
    expect(mine.body.data.accessToken).toEqual(expect.any(String));
  });

  it('makes an address that guesses codes across many phones solve a captcha, not the owners', async () => {
    const guesser = nextIp();
    const phones = Array.from({ length: 6 }, nextPhone);
    const owners = phones.map(() => nextIp());
    for (const [i, phone] of phones.entries()) await sendCode(phone, owners[i] ?? '');
    // 4 wrong guesses on each of 5 phones: under every per-phone bound, 20 from one address.
    for (const phone of phones.slice(0, 5)) {
      const wrong = wrongFor(await lastCode(phone));
      for (let i = 0; i < 4; i++) expect((await loginOtp(phone, wrong, guesser)).body.reason).toBe('wrong');
    }
    const sixth = phones[5] ?? '';
    const refused = await loginOtp(sixth, await lastCode(sixth), guesser);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ reason: 'captcha_required', enableCaptcha: true, captchaLevel: 1 });
    expect((await loginOtp(sixth, await lastCode(sixth), owners[5] ?? '')).status).toBe(200);
  });
});

describe('sends from a stranger', () => {
  it("5 sends from another address leave the owner's own device a code", async () => {
    const phone = nextPhone();
    const stranger = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(phone, stranger)).status).toBe(200);
      later(61);
    }
    const more = await sendCode(phone, stranger);
    expect(more.status).toBe(429);
    const owner = nextIp();
    expect((await sendCode(phone, owner)).status).toBe(200);
    expect((await loginOtp(phone, await lastCode(phone), owner)).status).toBe(200);
  });
});

describe('wrong passwords from a stranger', () => {
  it('10 wrong passwords from another address do not lock the owner out of password login', async () => {
    const phone = nextPhone();
    const owner = nextIp();
    await sendCode(phone, owner);
    const login = await loginOtp(phone, await lastCode(phone), owner);
    const token = login.body.data.accessToken as string;
    await post('/api/v1/auth/change-password', { phone, newPassword: '246810', accessToken: token }, owner);

    const stranger = nextIp();
    for (let i = 0; i < 10; i++) {
      const recaptcha = await solvedCaptcha(stranger);
      await post('/api/v1/auth/login', { phone, password: '999999', recaptcha }, stranger);
    }
    const strangerNow = await post('/api/v1/auth/login', { phone, password: '246810' }, stranger);
    expect(strangerNow.status).toBe(429);
    // The owner solves the captcha the phone's failures ask for, and gets in.
    const recaptcha = await solvedCaptcha(owner);
    const mine = await post('/api/v1/auth/login', { phone, password: '246810', recaptcha }, owner);
    expect(mine.status).toBe(200);
    expect(mine.body.success).toBe(true);
  });
});

describe('booking confirmation', () => {
  it("10 wrong codes from a stranger's address do not stop the owner confirming the booking", async () => {
    const phone = '0914000077';
    const owner = nextIp();
    const stylistId = await firstStylist(t.app, 1, TOMORROW_DD);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking-multiple',
      remoteAddress: owner,
      payload: createBody({ phone, stylistId, bookHours: [{ bookHourId: 1020, stylistId }] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const bookingId = created.json().data.booking.id as number;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/send-otp-booking',
      payload: { bookingId, phone },
      remoteAddress: owner,
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(`+84${phone.slice(1)}`);
    const confirm = (otp: string, ip: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/booking/verify-otp-booking',
        payload: { bookingId, phone, code: otp },
        remoteAddress: ip,
      });
    const stranger = nextIp();
    for (let i = 0; i < 10; i++)
      expect([400, 429]).toContain((await confirm(wrongFor(code), stranger)).statusCode);
    const mine = await confirm(code, owner);
    expect(mine.statusCode, mine.body).toBe(200);
  });
});
