import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MAX_LEVEL,
  captchaMaxCounter,
  LOGIN_FAILURES_PER_ADDRESS_LEVELS,
  LOGIN_LOCK_FAILURES_PER_PHONE,
  LOGIN_LOCK_FAILURES_PER_PHONE_IP,
  loginGuard,
  nextOtpMethod,
  OTP_MAX_FOREIGN_TRIES_PER_CODE,
  OTP_MAX_SENDS_PER_PHONE_HOUR,
  OTP_MAX_SENDS_PER_PHONE_IP_HOUR,
  OTP_MAX_TRIES_PER_CODE,
  OTP_MAX_WRONG_PER_PHONE_IP_HOUR,
  OTP_WRONG_PER_ADDRESS_LEVELS,
  OTP_WRONG_PER_PHONE_LEVELS,
  otpBudgetRefusal,
  otpCheckCaptcha,
  otpGuessRefusal,
  otpSendRefusal,
  phonePrefix,
  pressureLevel,
  resendWaitSeconds,
} from './auth-limits.ts';

describe('nextOtpMethod', () => {
  it('starts with zalo and alternates zalo → sms → zalo', () => {
    expect(nextOtpMethod(null)).toBe('zalo');
    expect(nextOtpMethod('zalo')).toBe('sms');
    expect(nextOtpMethod('sms')).toBe('zalo');
    expect(nextOtpMethod('voice')).toBe('zalo');
  });
});

describe('resendWaitSeconds', () => {
  const sent = new Date('2026-11-23T03:00:00Z');
  it('counts down 60 seconds from the last send', () => {
    expect(resendWaitSeconds(null, sent)).toBe(0);
    expect(resendWaitSeconds(sent, sent)).toBe(60);
    expect(resendWaitSeconds(sent, new Date(sent.getTime() + 59_500))).toBe(1);
    expect(resendWaitSeconds(sent, new Date(sent.getTime() + 60_000))).toBe(0);
  });
});

describe('otpSendRefusal', () => {
  const fresh = { waitSeconds: 0, sentToPhoneLastHour: 0, sentToPhoneFromIpLastHour: 0 };
  it('allows a first send and refuses at each bound of the phone and the pair', () => {
    expect(otpSendRefusal(fresh)).toBeNull();
    expect(otpSendRefusal({ ...fresh, waitSeconds: 12 })).toBe('wait');
    const pair = OTP_MAX_SENDS_PER_PHONE_IP_HOUR;
    expect(
      otpSendRefusal({ ...fresh, sentToPhoneLastHour: pair, sentToPhoneFromIpLastHour: pair - 1 }),
    ).toBeNull();
    expect(otpSendRefusal({ ...fresh, sentToPhoneLastHour: pair, sentToPhoneFromIpLastHour: pair })).toBe(
      'pair_limit',
    );
    expect(otpSendRefusal({ ...fresh, sentToPhoneLastHour: OTP_MAX_SENDS_PER_PHONE_HOUR })).toBe(
      'phone_limit',
    );
  });
  it("leaves room for the owner's own device after a stranger's sends (decision 0102)", () => {
    expect(OTP_MAX_SENDS_PER_PHONE_HOUR).toBeGreaterThanOrEqual(2 * OTP_MAX_SENDS_PER_PHONE_IP_HOUR);
  });
});

describe('captcha levels (decision 0135)', () => {
  it('rises one level at each threshold, up to the top level', () => {
    expect(pressureLevel(0, [20, 60])).toBe(0);
    expect(pressureLevel(20, [20, 60])).toBe(1);
    expect(pressureLevel(59, [20, 60])).toBe(1);
    expect(pressureLevel(60, [20, 60])).toBe(2);
    expect(pressureLevel(10_000, [1, 2, 3, 4, 5, 6])).toBe(CAPTCHA_MAX_LEVEL);
  });
  it('costs 4 times more work at each level, from the configured cost', () => {
    expect([1, 2, 3, 4].map((l) => captchaMaxCounter(50_000, l))).toEqual([
      50_000, 200_000, 800_000, 3_200_000,
    ]);
    expect(captchaMaxCounter(50_000, 9)).toBe(3_200_000);
    expect(captchaMaxCounter(50_000, 0)).toBe(50_000);
  });
});

describe('the SMS budget', () => {
  it('names the number range by the first 4 digits of the local number', () => {
    expect(phonePrefix('+84912345678')).toBe('0912');
    expect(phonePrefix('0387654321')).toBe('0387');
  });
  it('refuses at the site budget, then at the prefix budget', () => {
    const budget = { perHour: 100, perPrefixPerHour: 10 };
    expect(otpBudgetRefusal({ siteLastHour: 99, prefixLastHour: 9 }, budget)).toBeNull();
    expect(otpBudgetRefusal({ siteLastHour: 100, prefixLastHour: 0 }, budget)).toBe('site');
    expect(otpBudgetRefusal({ siteLastHour: 12, prefixLastHour: 10 }, budget)).toBe('prefix');
  });
});

describe('otpGuessRefusal', () => {
  const none = { codeFromIp: 0, phoneFromIpLastHour: 0, codeFromOthers: 0, fromSender: false };
  it('refuses at the bounds of the code, the pair and the shared tries of a code', () => {
    expect(otpGuessRefusal(none)).toBeNull();
    expect(otpGuessRefusal({ ...none, codeFromIp: OTP_MAX_TRIES_PER_CODE })).toBe('code');
    expect(otpGuessRefusal({ ...none, phoneFromIpLastHour: OTP_MAX_WRONG_PER_PHONE_IP_HOUR })).toBe('pair');
    expect(otpGuessRefusal({ ...none, codeFromOthers: OTP_MAX_FOREIGN_TRIES_PER_CODE })).toBe('foreign');
  });
  it("never refuses the address that asked for the code because of others' tries", () => {
    expect(otpGuessRefusal({ ...none, codeFromOthers: 1_000, fromSender: true })).toBeNull();
  });
});

describe('otpCheckCaptcha', () => {
  it('asks nothing below the ceilings, then a captcha that grows with the phone or the address', () => {
    expect(otpCheckCaptcha({ phoneLastHour: 29, fromIpLastHour: 19 })).toEqual({ level: 0, cause: null });
    const [p1 = 0, p2 = 0] = OTP_WRONG_PER_PHONE_LEVELS;
    expect(otpCheckCaptcha({ phoneLastHour: p1, fromIpLastHour: 0 })).toEqual({ level: 1, cause: 'phone' });
    expect(otpCheckCaptcha({ phoneLastHour: p2, fromIpLastHour: 0 }).level).toBe(2);
    const [, a2 = 0] = OTP_WRONG_PER_ADDRESS_LEVELS;
    expect(otpCheckCaptcha({ phoneLastHour: 0, fromIpLastHour: a2 })).toEqual({ level: 2, cause: 'address' });
  });
});

describe('loginGuard (000 §9: captcha after more than 2 failed logins)', () => {
  const none = { phone: 0, pair: 0, ip: 0 };
  it('asks for the captcha from the third failure', () => {
    expect(loginGuard({ phone: 2, pair: 2, ip: 2 })).toEqual({ captchaLevel: 0, locked: null });
    expect(loginGuard({ phone: 3, pair: 3, ip: 3 })).toEqual({ captchaLevel: 1, locked: null });
  });
  it('locks the pair, and rests the password of a phone failed from everywhere', () => {
    expect(loginGuard({ ...none, pair: LOGIN_LOCK_FAILURES_PER_PHONE_IP }).locked).toBe('pair');
    expect(loginGuard({ ...none, phone: LOGIN_LOCK_FAILURES_PER_PHONE }).locked).toBe('phone');
  });
  it('an address failing across phones only makes the captcha dearer, never locks', () => {
    const [first = 0, second = 0] = LOGIN_FAILURES_PER_ADDRESS_LEVELS;
    expect(loginGuard({ ...none, ip: first })).toEqual({ captchaLevel: 1, locked: null });
    expect(loginGuard({ ...none, ip: second * 10 })).toEqual({ captchaLevel: 3, locked: null });
  });
  it("a stranger's failures on the phone alone do not lock the owner's device", () => {
    const strangers = { phone: LOGIN_LOCK_FAILURES_PER_PHONE_IP, pair: 0, ip: 0 };
    expect(loginGuard(strangers).locked).toBeNull();
  });
});
