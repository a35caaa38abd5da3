import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import {
  bookingClock,
  cancelRefusal,
  changeRefusal,
  effectiveStatus,
  hasStarted,
  holdsSlots,
  isHoldOver,
  otpRefusal,
} from './booking-state.ts';

// 2026-11-23 10:00 in Hà Nội (UTC+7).
const NOW = new Date('2026-11-23T03:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('hasStarted', () => {
  it('reads the Vietnamese day and minute, not UTC', () => {
    expect(bookingClock(NOW)).toEqual({ today: '2026-11-23', minute: 600 });
    // 23:30 UTC on the 22nd is already 06:30 on the 23rd in Vietnam.
    expect(bookingClock(new Date('2026-11-22T23:30:00Z'))).toEqual({ today: '2026-11-23', minute: 390 });
  });

  it('has not started during its own minute; has one minute later and on any earlier day', () => {
    expect(hasStarted({ dateIso: '2026-11-23', minuteOfDay: 600 }, NOW)).toBe(false);
    expect(hasStarted({ dateIso: '2026-11-23', minuteOfDay: 599 }, NOW)).toBe(true);
    expect(hasStarted({ dateIso: '2026-11-23', minuteOfDay: 601 }, NOW)).toBe(false);
    expect(hasStarted({ dateIso: '2026-11-22', minuteOfDay: 1439 }, NOW)).toBe(true);
    expect(hasStarted({ dateIso: '2026-11-24', minuteOfDay: 0 }, NOW)).toBe(false);
  });
});

describe('isHoldOver', () => {
  const pending = (holdExpiresAt: Date | string | null) => ({
    status: 'pending_otp' as const,
    holdExpiresAt,
  });

  it('is over at the instant the hold ends, not a millisecond before', () => {
    expect(isHoldOver(pending(at(1)), NOW)).toBe(false);
    expect(isHoldOver(pending(NOW), NOW)).toBe(true);
    expect(isHoldOver(pending(NOW.toISOString()), NOW)).toBe(true);
    expect(isHoldOver(pending(null), NOW)).toBe(true);
  });

  it('never applies to a booking that is not waiting for its OTP', () => {
    for (const status of ['confirmed', 'cancelled', 'expired'] as const) {
      expect(isHoldOver({ status, holdExpiresAt: at(-60_000) }, NOW)).toBe(false);
    }
  });

  it('decides whether the booking still holds its slots and what status it shows', () => {
    expect(holdsSlots(pending(at(60_000)), NOW)).toBe(true);
    expect(holdsSlots(pending(at(-1)), NOW)).toBe(false);
    expect(holdsSlots({ status: 'confirmed', holdExpiresAt: null }, NOW)).toBe(true);
    expect(holdsSlots({ status: 'cancelled', holdExpiresAt: null }, NOW)).toBe(false);
    expect(effectiveStatus(pending(at(-1)), NOW)).toBe('expired');
    expect(effectiveStatus(pending(at(1)), NOW)).toBe('pending_otp');
  });
});

describe('refusals carry the spec messages', () => {
  const upcoming = { dateIso: '2026-11-24', minuteOfDay: 600 };
  const started = { dateIso: '2026-11-23', minuteOfDay: 540 };

  it('cancel: expired or lapsed is missing, then cancelled, then started', () => {
    const ok = { status: 'confirmed' as const, holdExpiresAt: null, ...upcoming };
    expect(cancelRefusal(ok, NOW)).toBeNull();
    expect(cancelRefusal({ ...ok, status: 'expired' }, NOW)).toBe('bookingNotFound');
    expect(cancelRefusal({ ...ok, status: 'pending_otp', holdExpiresAt: at(-1) }, NOW)).toBe(
      'bookingNotFound',
    );
    expect(cancelRefusal({ ...ok, status: 'pending_otp', holdExpiresAt: at(1) }, NOW)).toBeNull();
    expect(cancelRefusal({ ...ok, status: 'cancelled', ...started }, NOW)).toBe('bookingCanceled');
    expect(cancelRefusal({ ...ok, ...started }, NOW)).toBe('bookingPastNoCancel');
    expect(message('bookingNotFound')).toBe('Lịch Không Tồn Tại!');
    expect(message('bookingCanceled')).toBe('Lịch đặt đã hủy');
    expect(message('bookingPastNoCancel')).toBe('Lịch hẹn đã qua giờ, bạn không thể hủy nữa.');
  });

  it('change: the same order with the change messages', () => {
    const ok = { status: 'confirmed' as const, holdExpiresAt: null, ...upcoming };
    expect(changeRefusal(ok, NOW)).toBeNull();
    expect(changeRefusal({ ...ok, status: 'pending_otp', holdExpiresAt: at(-1) }, NOW)).toBe(
      'bookingNotFound',
    );
    expect(changeRefusal({ ...ok, status: 'cancelled' }, NOW)).toBe('bookingCancelledNoChange');
    expect(changeRefusal({ ...ok, ...started }, NOW)).toBe('bookingPastNoChange');
    expect(message('bookingPastNoChange')).toBe('Lịch hẹn đã qua giờ, bạn không thể đổi lịch nữa.');
  });

  it('OTP: only a running hold takes a code', () => {
    expect(otpRefusal({ status: 'pending_otp', holdExpiresAt: at(1) }, NOW)).toBeNull();
    expect(otpRefusal({ status: 'pending_otp', holdExpiresAt: NOW }, NOW)).toBe('bookingHoldExpired');
    expect(otpRefusal({ status: 'cancelled', holdExpiresAt: null }, NOW)).toBe('bookingHoldExpired');
    expect(otpRefusal({ status: 'confirmed', holdExpiresAt: null }, NOW)).toBe('bookingAlreadyConfirmed');
    expect(message('bookingHoldExpired')).toBe('Lịch giữ chỗ đã hết hạn xác nhận, bạn vui lòng đặt lại nhé!');
  });
});
