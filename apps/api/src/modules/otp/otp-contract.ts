// The one OTP service, used by login (auth) and booking confirmation (booking).
// Implemented in ./service.ts; this contract is fixed so both areas can be built at once.

import type { OtpMethod } from '@salon/domain';
import type { OtpSendAnswer } from '@salon/domain/contracts';

export type { OtpMethod };
export type OtpPurpose = 'login' | 'booking';

export interface OtpSendInput {
  /** Canonical +84 phone. */
  phone: string;
  purpose: OtpPurpose;
  /** Requested method; when omitted the service alternates zalo → sms → zalo for this phone and purpose. */
  method?: OtpMethod;
  /** For booking: the booking id the code confirms. */
  ref?: string;
  clientIp: string;
  /** A solved captcha, when an earlier answer asked for one (enableCaptcha, captchaLevel). */
  captcha?: string;
}

/** The spec's OTP send answer. */
export type OtpSendResult = OtpSendAnswer;

export interface OtpCheckInput {
  phone: string;
  purpose: OtpPurpose;
  code: string;
  ref?: string;
  clientIp: string;
  /** A solved captcha, when an earlier answer asked for one (login codes only). */
  captcha?: string;
}

export type OtpCheckResult =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'expired' | 'too_many_tries' | 'none'; message: string }
  /** A login code check past a ceiling: checked only with a solved captcha of this level (decision 0135). */
  | { ok: false; reason: 'captcha'; message: string; captchaLevel: number };
