// Bounds that make 6-digit secrets (OTP codes and passwords) hard to guess or abuse.
// Pure rules; the API counts events in the database and asks these functions what to do.

/** How an OTP code is delivered; the one list the API and the web share. */
export const OTP_METHODS = ['zalo', 'sms', 'voice'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
// Decision 0102: failures and sends are counted per (phone, address) and per address, so a stranger
// uses up only their own allowance; the per-phone ceilings are several times higher and only a
// guesser spread over several addresses reaches them.
/** Wrong tries one code accepts from one address; then that address needs a new code. */
export const OTP_MAX_TRIES_PER_CODE = 5;
/** Wrong tries per phone and address per hour, across codes (a new code does not reset this). */
export const OTP_MAX_WRONG_PER_PHONE_IP_HOUR = 10;
/** Wrong tries per address per hour across phones (one address guessing many phones). */
export const OTP_MAX_WRONG_PER_IP_HOUR = 20;
/** Wrong tries per phone per hour from every address: caps a distributed guesser. */
export const OTP_MAX_WRONG_PER_PHONE_HOUR = 30;
/** Codes per phone and address per hour (what one device, or one stranger, may ask for). */
export const OTP_MAX_SENDS_PER_PHONE_IP_HOUR = 5;
/** Codes per phone per hour from every address: the SMS-bombing ceiling. */
export const OTP_MAX_SENDS_PER_PHONE_HOUR = 10;
export const OTP_MAX_SENDS_PER_IP_HOUR = 20;

/** 000 §9: captcha after more than 2 failed logins. */
export const CAPTCHA_AFTER_FAILURES = 2;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failed password logins per phone and address in the window (a stranger locks only themselves). */
export const LOGIN_LOCK_FAILURES_PER_PHONE_IP = 10;
export const LOGIN_LOCK_FAILURES_PER_IP = 30;
/** Per phone from every address: caps a distributed guesser (the OTP login stays open). */
export const LOGIN_LOCK_FAILURES_PER_PHONE = 30;

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

/** pair_limit: this address asked this phone enough; phone_limit: the phone's ceiling from everywhere. */
export type OtpSendRefusal = 'wait' | 'pair_limit' | 'phone_limit' | 'ip_limit';

/** Whether one more code may be sent, given what was sent in the last hour. */
export function otpSendRefusal(counts: {
  waitSeconds: number;
  sentToPhoneLastHour: number;
  sentToPhoneFromIpLastHour: number;
  sentFromIpLastHour: number;
}): OtpSendRefusal | null {
  if (counts.sentToPhoneFromIpLastHour >= OTP_MAX_SENDS_PER_PHONE_IP_HOUR) return 'pair_limit';
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

/** Failed password logins in the last window: per phone, per (phone, address) and per address. */
export function loginGuard(failures: { phone: number; pair: number; ip: number }): LoginGuard {
  return {
    // A captcha is friction, not a lock-out: it follows the phone wherever the guesses come from.
    captchaRequired: failures.phone > CAPTCHA_AFTER_FAILURES,
    locked:
      failures.pair >= LOGIN_LOCK_FAILURES_PER_PHONE_IP ||
      failures.ip >= LOGIN_LOCK_FAILURES_PER_IP ||
      failures.phone >= LOGIN_LOCK_FAILURES_PER_PHONE,
  };
}

export type OtpGuessRefusal = 'code' | 'pair' | 'ip' | 'phone';

/** Whether one more OTP guess may be checked, given the earlier wrong tries (decision 0102). */
export function otpGuessRefusal(wrong: {
  codeFromIp: number;
  phoneFromIpLastHour: number;
  fromIpLastHour: number;
  phoneLastHour: number;
}): OtpGuessRefusal | null {
  if (wrong.codeFromIp >= OTP_MAX_TRIES_PER_CODE) return 'code';
  if (wrong.phoneFromIpLastHour >= OTP_MAX_WRONG_PER_PHONE_IP_HOUR) return 'pair';
  if (wrong.fromIpLastHour >= OTP_MAX_WRONG_PER_IP_HOUR) return 'ip';
  if (wrong.phoneLastHour >= OTP_MAX_WRONG_PER_PHONE_HOUR) return 'phone';
  return null;
}
