import { describe, expect, it } from 'vitest';
import {
  LOGIN_LOCK_FAILURES_PER_IP,
  LOGIN_LOCK_FAILURES_PER_PHONE,
  loginGuard,
  nextOtpMethod,
  OTP_MAX_SENDS_PER_IP_HOUR,
  OTP_MAX_SENDS_PER_PHONE_HOUR,
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
  const fresh = { waitSeconds: 0, sentToPhoneLastHour: 0, sentFromIpLastHour: 0 };
  it('allows a first send and refuses at each bound', () => {
    expect(otpSendRefusal(fresh)).toBeNull();
    expect(otpSendRefusal({ ...fresh, waitSeconds: 12 })).toBe('wait');
    expect(otpSendRefusal({ ...fresh, sentToPhoneLastHour: OTP_MAX_SENDS_PER_PHONE_HOUR - 1 })).toBeNull();
    expect(otpSendRefusal({ ...fresh, sentToPhoneLastHour: OTP_MAX_SENDS_PER_PHONE_HOUR })).toBe(
      'phone_limit',
    );
    expect(otpSendRefusal({ ...fresh, sentFromIpLastHour: OTP_MAX_SENDS_PER_IP_HOUR })).toBe('ip_limit');
  });
});

describe('loginGuard (000 §9: captcha after more than 2 failed logins)', () => {
  it('asks for the captcha from the third failure and locks at the larger bounds', () => {
    expect(loginGuard({ phone: 2, ip: 2 })).toEqual({ captchaRequired: false, locked: false });
    expect(loginGuard({ phone: 3, ip: 3 })).toEqual({ captchaRequired: true, locked: false });
    expect(loginGuard({ phone: LOGIN_LOCK_FAILURES_PER_PHONE, ip: 0 }).locked).toBe(true);
    expect(loginGuard({ phone: 0, ip: LOGIN_LOCK_FAILURES_PER_IP })).toEqual({
      captchaRequired: false,
      locked: true,
    });
  });
});
