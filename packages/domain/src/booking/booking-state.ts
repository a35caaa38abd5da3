import { todayInVietnam, vietnamMinutesOfDay } from '../date.ts';

// When a booking has started and when its OTP hold is over: decided here once, for create, change,
// cancel, lookup, the OTP confirmation and the detail page. SQL that filters by them (the API's
// booking-time-sql.ts) takes its parameters from bookingClock and names the rule it mirrors.

export type BookingStatus = 'pending_otp' | 'confirmed' | 'cancelled' | 'expired';

/** Vietnam's date and minute of day at `now`, which a booking's start is compared with. */
export interface BookingClock {
  today: string;
  minute: number;
}

export function bookingClock(now: Date): BookingClock {
  return { today: todayInVietnam(now), minute: vietnamMinutesOfDay(now) };
}

/** A booking's start: its day (ISO) and its first person's hour (minute of day). */
export interface BookingStart {
  dateIso: string;
  minuteOfDay: number;
}

/** Started once the minute of its first hour has passed in Vietnam; during that minute it has not. */
export function hasStarted(start: BookingStart, now: Date): boolean {
  const { today, minute } = bookingClock(now);
  return start.dateIso < today || (start.dateIso === today && start.minuteOfDay < minute);
}

export interface BookingHold {
  status: BookingStatus;
  holdExpiresAt: Date | string | null;
}

/**
 * An unconfirmed booking whose OTP hold has run out (decision 0101): it holds no slot any more and
 * counts as expired before the sweep marks it so. Other statuses have no hold to run out.
 */
export function isHoldOver(b: BookingHold, now: Date): boolean {
  if (b.status !== 'pending_otp') return false;
  return b.holdExpiresAt === null || new Date(b.holdExpiresAt).getTime() <= now.getTime();
}

/** Holds its slots: confirmed, or waiting for its OTP while the hold runs. */
export function holdsSlots(b: BookingHold, now: Date): boolean {
  return b.status === 'confirmed' || (b.status === 'pending_otp' && !isHoldOver(b, now));
}

/** The status the customer is told: a hold that ran out is expired, swept or not. */
export function effectiveStatus(b: BookingHold, now: Date): BookingStatus {
  return isHoldOver(b, now) ? 'expired' : b.status;
}

/**
 * Why the owner may not cancel (000 §7 deleteBooKing), or null. Expired answers like a missing
 * booking ('Lịch Không Tồn Tại!'), a cancelled one 'Lịch đặt đã hủy', a started one the past message.
 */
export function cancelRefusal(
  b: BookingHold & BookingStart,
  now: Date,
): 'bookingNotFound' | 'bookingCanceled' | 'bookingPastNoCancel' | null {
  const status = effectiveStatus(b, now);
  if (status === 'expired') return 'bookingNotFound';
  if (status === 'cancelled') return 'bookingCanceled';
  return hasStarted(b, now) ? 'bookingPastNoCancel' : null;
}

/** Why the owner may not change the booking (decision 0081), or null; same order as cancel. */
export function changeRefusal(
  b: BookingHold & BookingStart,
  now: Date,
): 'bookingNotFound' | 'bookingCancelledNoChange' | 'bookingPastNoChange' | null {
  const status = effectiveStatus(b, now);
  if (status === 'expired') return 'bookingNotFound';
  if (status === 'cancelled') return 'bookingCancelledNoChange';
  return hasStarted(b, now) ? 'bookingPastNoChange' : null;
}

/** Why a booking's OTP may not be sent or checked, or null: only a running hold waits for one. */
export function otpRefusal(
  b: BookingHold,
  now: Date,
): 'bookingAlreadyConfirmed' | 'bookingHoldExpired' | null {
  if (b.status === 'confirmed') return 'bookingAlreadyConfirmed';
  return effectiveStatus(b, now) === 'pending_otp' ? null : 'bookingHoldExpired';
}
