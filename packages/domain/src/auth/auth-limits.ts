// Bounds that make 6-digit secrets (OTP codes and passwords) hard to guess or abuse.
// Pure rules; the API counts events in the database and asks these functions what to do.
// Decision 0135: identities (the phone, the (phone, address) pair, the code) are refused at their
// bounds; an address alone only raises the cost of a captcha, because a carrier puts thousands of
// real customers behind one address.

/** How an OTP code is delivered; the one list the API and the web share. */
export const OTP_METHODS = ['zalo', 'sms', 'voice'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
/** Wrong tries one code accepts from one address; then that address needs a new code. */
export const OTP_MAX_TRIES_PER_CODE = 5;
/**
 * Wrong tries one code accepts from every address but the one that asked for it, together: a stranger
 * cannot spend the code on the owner's device, and a code can be guessed at most 5 + 10 times.
 */
export const OTP_MAX_FOREIGN_TRIES_PER_CODE = 10;
/** Wrong tries per phone and address per hour, across codes (a new code does not reset this). */
export const OTP_MAX_WRONG_PER_PHONE_IP_HOUR = 10;
/** Codes per phone and address per hour (what one device, or one stranger, may ask for). */
export const OTP_MAX_SENDS_PER_PHONE_IP_HOUR = 5;
/** Codes per phone per hour from every address: the SMS-bombing ceiling. */
export const OTP_MAX_SENDS_PER_PHONE_HOUR = 10;

/** Proof-of-work levels: 0 asks nothing; level n asks up to ALTCHA_COST × 4^(n−1) hashes. */
export const CAPTCHA_MAX_LEVEL = 4;
const CAPTCHA_LEVEL_FACTOR = 4;
/** Login codes sent from one address in an hour at which the next costs a captcha of level 1, 2, 3, 4. */
export const OTP_SENDS_PER_ADDRESS_LEVELS = [20, 60, 180, 540] as const;
/** Wrong login codes from one address in an hour (across phones) at which each check costs a captcha. */
export const OTP_WRONG_PER_ADDRESS_LEVELS = [20, 60, 180, 540] as const;
/** Wrong login codes for one phone in an hour (from everywhere) at which each check costs a captcha. */
export const OTP_WRONG_PER_PHONE_LEVELS = [30, 60, 100, 140] as const;

/** 000 §9: captcha after more than 2 failed logins. */
export const CAPTCHA_AFTER_FAILURES = 2;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failed password logins per phone and address in the window (a stranger locks only themselves). */
export const LOGIN_LOCK_FAILURES_PER_PHONE_IP = 10;
/**
 * Per phone from every address: the password of that phone rests for the window, the OTP login stays
 * open and a login by OTP clears the failures (the owner is never locked out, a botnet cannot guess on).
 */
export const LOGIN_LOCK_FAILURES_PER_PHONE = 30;
/** Failed password logins of one phone (any address) at which the captcha is asked (level 1). */
export const LOGIN_FAILURES_PER_PHONE_LEVELS = [CAPTCHA_AFTER_FAILURES + 1] as const;
/** Failed password logins from one address (across phones) at which the captcha is level 1, 2, 3. */
export const LOGIN_FAILURES_PER_ADDRESS_LEVELS = [30, 90, 270] as const;

/** The level a count has reached: how many of the ascending thresholds it is at or above. */
export function pressureLevel(count: number, thresholds: readonly number[]): number {
  return Math.min(CAPTCHA_MAX_LEVEL, thresholds.filter((t) => count >= t).length);
}

/** The most hashes a captcha of `level` may take (the challenge's counter is drawn below it). */
export function captchaMaxCounter(base: number, level: number): number {
  const l = Math.min(CAPTCHA_MAX_LEVEL, Math.max(1, Math.floor(level)));
  return base * CAPTCHA_LEVEL_FACTOR ** (l - 1);
}

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
export type OtpSendRefusal = 'wait' | 'pair_limit' | 'phone_limit';

/** Whether one more code may be sent to the phone, given what was sent in the last hour. */
export function otpSendRefusal(counts: {
  waitSeconds: number;
  sentToPhoneLastHour: number;
  sentToPhoneFromIpLastHour: number;
}): OtpSendRefusal | null {
  if (counts.sentToPhoneFromIpLastHour >= OTP_MAX_SENDS_PER_PHONE_IP_HOUR) return 'pair_limit';
  if (counts.sentToPhoneLastHour >= OTP_MAX_SENDS_PER_PHONE_HOUR) return 'phone_limit';
  if (counts.waitSeconds > 0) return 'wait';
  return null;
}

/** The SMS bill's guard: codes per hour for the whole site and per number prefix (decision 0135). */
export interface OtpBudget {
  perHour: number;
  perPrefixPerHour: number;
}

/** The number range a code goes to: the first 4 digits of the local 10-digit form ('+84912…' → '0912'). */
export function phonePrefix(phone: string): string {
  const local = phone.startsWith('+84') ? `0${phone.slice(3)}` : phone;
  return local.slice(0, 4);
}

export function otpBudgetRefusal(
  sent: { siteLastHour: number; prefixLastHour: number },
  budget: OtpBudget,
): 'site' | 'prefix' | null {
  if (sent.siteLastHour >= budget.perHour) return 'site';
  if (sent.prefixLastHour >= budget.perPrefixPerHour) return 'prefix';
  return null;
}

export interface LoginGuard {
  /** The client must solve a captcha of at least this level before the password is checked (0: none). */
  captchaLevel: number;
  /** pair: this address failed this phone too often; phone: the password rests, the OTP login is open. */
  locked: 'pair' | 'phone' | null;
}

/** Failed password logins in the last window: per phone, per (phone, address) and per address. */
export function loginGuard(failures: { phone: number; pair: number; ip: number }): LoginGuard {
  // A captcha is friction, not a lock-out: it follows the phone wherever the guesses come from, and
  // an address failing across many phones makes it dearer for everyone there.
  const captchaLevel = Math.max(
    pressureLevel(failures.phone, LOGIN_FAILURES_PER_PHONE_LEVELS),
    pressureLevel(failures.ip, LOGIN_FAILURES_PER_ADDRESS_LEVELS),
  );
  let locked: LoginGuard['locked'] = null;
  if (failures.pair >= LOGIN_LOCK_FAILURES_PER_PHONE_IP) locked = 'pair';
  else if (failures.phone >= LOGIN_LOCK_FAILURES_PER_PHONE) locked = 'phone';
  return { captchaLevel, locked };
}

/** code: this address used the code's tries; pair: this address failed this phone too often; foreign: others used the code's shared tries. */
export type OtpGuessRefusal = 'code' | 'pair' | 'foreign';

/** Whether one more OTP guess may be checked, given the earlier wrong tries (decisions 0102, 0135). */
export function otpGuessRefusal(wrong: {
  codeFromIp: number;
  phoneFromIpLastHour: number;
  /** Wrong tries on this code from every address but the one that asked for it. */
  codeFromOthers: number;
  /** Whether this try comes from the address that asked for the code. */
  fromSender: boolean;
}): OtpGuessRefusal | null {
  if (wrong.codeFromIp >= OTP_MAX_TRIES_PER_CODE) return 'code';
  if (wrong.phoneFromIpLastHour >= OTP_MAX_WRONG_PER_PHONE_IP_HOUR) return 'pair';
  if (!wrong.fromSender && wrong.codeFromOthers >= OTP_MAX_FOREIGN_TRIES_PER_CODE) return 'foreign';
  return null;
}

/** The captcha a login code check must carry (0: none): the phone's and the address's wrong tries this hour. */
export function otpCheckCaptcha(wrong: { phoneLastHour: number; fromIpLastHour: number }): {
  level: number;
  cause: 'phone' | 'address' | null;
} {
  const phone = pressureLevel(wrong.phoneLastHour, OTP_WRONG_PER_PHONE_LEVELS);
  const address = pressureLevel(wrong.fromIpLastHour, OTP_WRONG_PER_ADDRESS_LEVELS);
  if (phone === 0 && address === 0) return { level: 0, cause: null };
  return { level: Math.max(phone, address), cause: phone >= address ? 'phone' : 'address' };
}
