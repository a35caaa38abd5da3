import { OTP_TTL_SECONDS } from '@salon/domain';
import type { OtpMethod } from '@salon/domain';

// The booking waiting for its OTP, kept while the page lives (loaded with 'Hoàn tất', not on first
// load). Closing the OTP popup and pressing 'Hoàn tất' again with the same choices reopens the same
// pending booking: its code, already received, keeps working and no refused resend is asked for.

export interface OtpSession {
  bookingId: number;
  phone: string;
  /** The create body sent, as JSON: a change of choices needs a new booking. */
  signature: string;
  /** Epoch ms when the booking's hold ends. */
  holdEndsAt: number;
  /** The salon day had its share of unconfirmed holds: the hour is held once the code confirms it. */
  heldOnConfirm: boolean;
  /** Epoch ms of the last code sent, or null before any. */
  sentAt: number | null;
  /** Epoch ms from which a resend is allowed. */
  resendAt: number;
  /** The method of the last code sent, or null before any. */
  method: OtpMethod | null;
  /** The method last asked for: a reopened popup's resend asks for the other (001 §4). */
  asked: OtpMethod | null;
}

let current: OtpSession | null = null;

export function startOtpSession(
  s: Pick<OtpSession, 'bookingId' | 'phone' | 'signature' | 'holdEndsAt' | 'heldOnConfirm'>,
) {
  current = { ...s, sentAt: null, resendAt: 0, method: null, asked: null };
}

/** The pending booking for exactly these choices, while its hold lasts (a margin for the code's round trip). */
export function reusableOtpSession(signature: string, now = Date.now()): OtpSession | null {
  if (!current || current.signature !== signature || current.holdEndsAt - now < 30_000) return null;
  return current;
}

export function otpSessionOf(bookingId: number): OtpSession | null {
  return current?.bookingId === bookingId ? current : null;
}

/** A code from the last send is still alive: reopening the popup need not ask for another. */
export function hasLiveCode(s: OtpSession, now = Date.now()): boolean {
  return s.sentAt !== null && now - s.sentAt < OTP_TTL_SECONDS * 1000;
}

/** One send's outcome; a null keeps what the session knew (a refused resend keeps the code already sent). */
export function noteOtpSend(
  bookingId: number,
  a: { asked: OtpMethod; sentAt: number | null; resendAt: number | null; method: OtpMethod | null },
) {
  if (current?.bookingId !== bookingId) return;
  current = {
    ...current,
    asked: a.asked,
    method: a.method ?? current.method,
    resendAt: a.resendAt ?? current.resendAt,
    sentAt: a.sentAt ?? current.sentAt,
  };
}

export function endOtpSession() {
  current = null;
}
