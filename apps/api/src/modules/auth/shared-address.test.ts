import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxCodes } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 0135, written as the crowd and as the attack: many real customers behind one carrier
// address all get in (paying a captcha when the address is busy); a stranger's wrong guesses from
// many addresses never refuse the owner who types the right code; made-up numbers cannot run up the bill.
let t: TestApp;
let seq = 0;
const nextIp = () => `198.18.${Math.floor(++seq / 250)}.${seq % 250}`;
const phoneOf = (i: number) => `+8497${String(1_000_000 + i).padStart(7, '0')}`;

beforeAll(async () => {
  t = await createTestApp({
    now: new Date('2026-11-23T03:00:00Z'),
    env: { ALTCHA_COST: '300', OTP_SENDS_PER_PREFIX_PER_HOUR: '60' },
  });
});
afterAll(() => t?.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

async function post(url: string, body: object, ip: string) {
  const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
}

/** What the browser's widget does: a challenge of the level asked for, solved. */
async function solveAt(level: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/captcha?level=${level}` });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A call, sent again with a solved captcha when the answer asks for one (as the login dialog does). */
async function withCaptchaIfAsked(url: string, body: object, ip: string) {
  const first = await post(url, body, ip);
  if (first.status !== 400 || !first.body.enableCaptcha) return { ...first, captcha: 0 };
  const level = first.body.captchaLevel as number;
  const again = await post(url, { ...body, recaptcha: await solveAt(level) }, ip);
  return { ...again, captcha: level };
}

const lastCode = async (phone: string) => (await outboxCodes(t.app, phone))[0] ?? '';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('40 customers behind one carrier address', () => {
  it('all log in by OTP: the busy address costs a captcha, it refuses nobody', async () => {
    const carrier = '203.0.113.200';
    const levels: number[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) {
      const phone = phoneOf(i);
      const sent = await withCaptchaIfAsked('/otp/send', { phone, method: 'sms' }, carrier);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      levels.push(sent.captcha);
      const login = await post('/api/v1/auth/login-otp', { phone, otp: await lastCode(phone) }, carrier);
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      tokens.push(login.body.data.accessToken);
      later(20);
    }
    expect(new Set(tokens).size).toBe(40);
    // The first 20 codes of the hour are free; the next ones cost the first level of work.
    expect(levels.slice(0, 20).every((l) => l === 0)).toBe(true);
    expect(levels.slice(20).every((l) => l === 1)).toBe(true);
  });

  it('the address of one IPv6 subscriber (/64) counts once, whatever address it picks', async () => {
    later(3600);
    const levels: number[] = [];
    for (let i = 0; i < 22; i++) {
      const phone = phoneOf(100 + i);
      const sent = await withCaptchaIfAsked('/otp/send', { phone, method: 'sms' }, `2001:db8:aa:1::${i + 1}`);
      expect(sent.status).toBe(200);
      levels.push(sent.captcha);
    }
    expect(levels.filter((l) => l > 0)).toHaveLength(2);
  });
});

describe('a stranger guessing the owner’s code from 7 addresses', () => {
  it('35 wrong guesses, then the owner logs in with the right code', async () => {
    later(3600);
    const phone = phoneOf(500);
    const owner = nextIp();
    expect((await post('/otp/send', { phone, method: 'sms' }, owner)).status).toBe(200);
    const code = await lastCode(phone);
    const strangers = Array.from({ length: 7 }, nextIp);
    for (const ip of strangers) {
      for (let i = 0; i < 5; i++) {
        const guess = await post('/api/v1/auth/login-otp', { phone, otp: wrongFor(code) }, ip);
        expect(guess.status).toBe(400);
        expect(guess.body.data).toBeUndefined();
      }
    }
    const mine = await post('/api/v1/auth/login-otp', { phone, otp: code }, owner);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.accessToken).toEqual(expect.any(String));
  });

  it('past the ceiling a right code plus a solved captcha still logs in; the guesses stay bounded', async () => {
    later(3600);
    const phone = phoneOf(501);
    const owner = nextIp();
    let counted = 0;
    // Four codes in the hour, each guessed by 7 addresses 5 times: 140 guesses.
    for (let round = 0; round < 4; round++) {
      await post('/otp/send', { phone, method: 'sms' }, owner);
      const code = await lastCode(phone);
      for (let a = 0; a < 7; a++) {
        const ip = nextIp();
        for (let i = 0; i < 5; i++) {
          const guess = await withCaptchaIfAsked(
            '/api/v1/auth/login-otp',
            { phone, otp: wrongFor(code) },
            ip,
          );
          expect(guess.status).toBe(400);
          if (guess.body.reason === 'wrong') counted++;
        }
      }
      later(61);
    }
    // Only 10 of each code's guesses were checked: the others found its shared tries used up.
    expect(counted).toBe(40);
    await post('/otp/send', { phone, method: 'sms' }, owner);
    const code = await lastCode(phone);
    const asked = await post('/api/v1/auth/login-otp', { phone, otp: code }, owner);
    expect(asked).toMatchObject({
      status: 400,
      body: {
        reason: 'captcha_required',
        enableCaptcha: true,
        captchaLevel: 1,
        message:
          'Số điện thoại này vừa bị nhập sai mã nhiều lần. Bạn vui lòng xác nhận không phải người máy rồi nhập lại mã.',
      },
    });
    const mine = await post(
      '/api/v1/auth/login-otp',
      { phone, otp: code, recaptcha: await solveAt(1) },
      owner,
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
  });
});

describe('a stranger guessing the owner’s password from 3 addresses', () => {
  it('rests the password, never the OTP login, and the OTP login brings the password back', async () => {
    later(3600);
    const phone = phoneOf(600);
    const owner = nextIp();
    await post('/otp/send', { phone, method: 'sms' }, owner);
    const first = await post('/api/v1/auth/login-otp', { phone, otp: await lastCode(phone) }, owner);
    const token = first.body.data.accessToken as string;
    await post('/api/v1/auth/change-password', { phone, newPassword: '246810', accessToken: token }, owner);
    for (let a = 0; a < 3; a++) {
      const ip = nextIp();
      for (let i = 0; i < 10; i++)
        await withCaptchaIfAsked('/api/v1/auth/login', { phone, password: '999999' }, ip);
    }
    const rested = await withCaptchaIfAsked('/api/v1/auth/login', { phone, password: '246810' }, owner);
    expect(rested.status).toBe(429);
    expect(rested.body).toMatchObject({ success: false, useOtp: true });
    later(61);
    expect((await post('/otp/send', { phone, method: 'sms' }, owner)).status).toBe(200);
    const byOtp = await post('/api/v1/auth/login-otp', { phone, otp: await lastCode(phone) }, owner);
    expect(byOtp.status).toBe(200);
    const byPassword = await post('/api/v1/auth/login', { phone, password: '246810' }, owner);
    expect(byPassword.body).toMatchObject({ success: true });
  });
});

describe('made-up numbers and the SMS bill', () => {
  it('stops sending to a number prefix past its hourly budget, with the reason, from any address', async () => {
    later(3600);
    const made = (i: number) => `+84356${String(100_000 + i).padStart(6, '0')}`;
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) {
      const sent = await withCaptchaIfAsked('/otp/send', { phone: made(i), method: 'sms' }, nextIp());
      answers.push(sent.status);
    }
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    const over = await post('/otp/send', { phone: made(99), method: 'sms' }, nextIp());
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false });
    expect(over.body.message).toMatch(
      /^Các số điện thoại đầu 0356 đang nhận quá nhiều mã xác nhận, bạn vui lòng thử lại sau \d+ phút\.$/,
    );
    expect(await outboxCodes(t.app, made(99))).toEqual([]);
    // Another range is still served.
    expect((await post('/otp/send', { phone: phoneOf(700), method: 'sms' }, nextIp())).status).toBe(200);
  });
});
