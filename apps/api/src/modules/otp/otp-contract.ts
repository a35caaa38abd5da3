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
}

/** The spec's OTP send answer. */
export type OtpSendResult = OtpSendAnswer;

export interface OtpCheckInput {
  phone: string;
  purpose: OtpPurpose;
  code: string;
  ref?: string;
  clientIp: string;
}

export type OtpCheckResult =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'expired' | 'too_many_tries' | 'none'; message: string };
