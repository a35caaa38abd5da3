// Bounds that make 6-digit secrets (OTP codes and passwords) hard to guess or abuse.
// Pure rules; the API counts events in the database and asks these functions what to do.

export type OtpMethod = 'zalo' | 'sms' | 'voice';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
/** Wrong tries one code accepts; then a new code is needed. */
export const OTP_MAX_TRIES_PER_CODE = 5;
/** Wrong tries per phone per hour, across codes (a new code does not reset this). */
export const OTP_MAX_WRONG_PER_PHONE_HOUR = 10;
export const OTP_MAX_SENDS_PER_PHONE_HOUR = 5;
export const OTP_MAX_SENDS_PER_IP_HOUR = 20;

/** 000 §9: captcha after more than 2 failed logins. */
export const CAPTCHA_AFTER_FAILURES = 2;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_FAILURES_PER_PHONE = 10;
export const LOGIN_LOCK_FAILURES_PER_IP = 30;

/** 000 §4 and 001 §4: the method alternates zalo then sms on each request. */
export function nextOtpMethod(previous: OtpMethod | null): OtpMethod {
  return previous === 'zalo' ? 'sms' : 'zalo';
}

/** Seconds left before another code may be sent (0 when allowed). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_SECONDS - elapsed));
}

export type OtpSendRefusal = 'wait' | 'phone_limit' | 'ip_limit';

/** Whether one more code may be sent, given what was sent in the last hour. */
export function otpSendRefusal(counts: {
  waitSeconds: number;
  sentToPhoneLastHour: number;
  sentFromIpLastHour: number;
}): OtpSendRefusal | null {
  if (counts.sentToPhoneLastHour >= OTP_MAX_SENDS_PER_PHONE_HOUR) return 'phone_limit';
  if (counts.sentFromIpLastHour >= OTP_MAX_SENDS_PER_IP_HOUR) return 'ip_limit';
  if (counts.waitSeconds > 0) return 'wait';
  return null;
}

export interface LoginGuard {
  /** The client must solve a captcha before the password is checked. */
  captchaRequired: boolean;
  /** Too many failures: no password is checked at all until the window passes. */
  locked: boolean;
}

/** Failed password logins in the last window, per phone and per client address. */
export function loginGuard(failures: { phone: number; ip: number }): LoginGuard {
  return {
    captchaRequired: failures.phone > CAPTCHA_AFTER_FAILURES,
    locked: failures.phone >= LOGIN_LOCK_FAILURES_PER_PHONE || failures.ip >= LOGIN_LOCK_FAILURES_PER_IP,
  };
}
