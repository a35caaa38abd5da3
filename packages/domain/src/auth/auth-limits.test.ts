import { describe, expect, it } from 'vitest';
import {
  LOGIN_LOCK_FAILURES_PER_IP,
  LOGIN_LOCK_FAILURES_PER_PHONE,
  LOGIN_LOCK_FAILURES_PER_PHONE_IP,
  loginGuard,
  nextOtpMethod,
  OTP_MAX_SENDS_PER_IP_HOUR,
  OTP_MAX_SENDS_PER_PHONE_HOUR,
  OTP_MAX_SENDS_PER_PHONE_IP_HOUR,
  OTP_MAX_TRIES_PER_CODE,
  OTP_MAX_WRONG_PER_IP_HOUR,
  OTP_MAX_WRONG_PER_PHONE_HOUR,
  OTP_MAX_WRONG_PER_PHONE_IP_HOUR,
  otpGuessRefusal,
  otpSendRefusal,
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
  const fresh = {
    waitSeconds: 0,
    sentToPhoneLastHour: 0,
    sentToPhoneFromIpLastHour: 0,
    sentFromIpLastHour: 0,
  };
  it('allows a first send and refuses at each bound', () => {
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
    expect(otpSendRefusal({ ...fresh, sentFromIpLastHour: OTP_MAX_SENDS_PER_IP_HOUR })).toBe('ip_limit');
  });
  it("leaves room for the owner's own device after a stranger's sends (decision 0102)", () => {
    expect(OTP_MAX_SENDS_PER_PHONE_HOUR).toBeGreaterThanOrEqual(2 * OTP_MAX_SENDS_PER_PHONE_IP_HOUR);
  });
});

describe('otpGuessRefusal', () => {
  const none = { codeFromIp: 0, phoneFromIpLastHour: 0, fromIpLastHour: 0, phoneLastHour: 0 };
  it('refuses at each bound, the per-phone ceiling above the per-(phone, address) one', () => {
    expect(otpGuessRefusal(none)).toBeNull();
    expect(otpGuessRefusal({ ...none, codeFromIp: OTP_MAX_TRIES_PER_CODE })).toBe('code');
    expect(otpGuessRefusal({ ...none, phoneFromIpLastHour: OTP_MAX_WRONG_PER_PHONE_IP_HOUR })).toBe('pair');
    expect(otpGuessRefusal({ ...none, fromIpLastHour: OTP_MAX_WRONG_PER_IP_HOUR })).toBe('ip');
    expect(otpGuessRefusal({ ...none, phoneLastHour: OTP_MAX_WRONG_PER_PHONE_IP_HOUR })).toBeNull();
    expect(otpGuessRefusal({ ...none, phoneLastHour: OTP_MAX_WRONG_PER_PHONE_HOUR })).toBe('phone');
  });
});

describe('loginGuard (000 §9: captcha after more than 2 failed logins)', () => {
  const none = { phone: 0, pair: 0, ip: 0 };
  it('asks for the captcha from the third failure and locks at the larger bounds', () => {
    expect(loginGuard({ phone: 2, pair: 2, ip: 2 })).toEqual({ captchaRequired: false, locked: false });
    expect(loginGuard({ phone: 3, pair: 3, ip: 3 })).toEqual({ captchaRequired: true, locked: false });
    expect(loginGuard({ ...none, pair: LOGIN_LOCK_FAILURES_PER_PHONE_IP }).locked).toBe(true);
    expect(loginGuard({ ...none, phone: LOGIN_LOCK_FAILURES_PER_PHONE }).locked).toBe(true);
    expect(loginGuard({ ...none, ip: LOGIN_LOCK_FAILURES_PER_IP })).toEqual({
      captchaRequired: false,
      locked: true,
    });
  });
  it("a stranger's failures on the phone alone do not lock the owner's device", () => {
    const strangers = { phone: LOGIN_LOCK_FAILURES_PER_PHONE_IP, pair: 0, ip: 0 };
    expect(loginGuard(strangers)).toEqual({ captchaRequired: true, locked: false });
  });
});
