import { describe, expect, it } from 'vitest';
import {
  endOtpSession,
  hasLiveCode,
  noteOtpSend,
  otpSessionOf,
  reusableOtpSession,
  startOtpSession,
} from './otp-session.ts';

// The OTP popup closed and 'Hoàn tất' pressed again reuses the pending booking, so the code
// already received still works.
describe('otp session', () => {
  const now = 1_000_000;
  it('is reused for the same choices while the hold lasts, not for other choices or a hold about to end', () => {
    startOtpSession({
      bookingId: 7,
      phone: '0912000001',
      signature: 'A',
      holdEndsAt: now + 5 * 60_000,
      heldOnConfirm: true,
    });
    // A reopened popup still says the hour waits for the code.
    expect(reusableOtpSession('A', now)).toMatchObject({ bookingId: 7, heldOnConfirm: true });
    expect(reusableOtpSession('B', now)).toBeNull();
    expect(reusableOtpSession('A', now + 5 * 60_000 - 10_000)).toBeNull();
  });

  it('knows a code sent less than 5 minutes ago is alive, and forgets it all once verified', () => {
    startOtpSession({
      bookingId: 8,
      phone: '0912000001',
      signature: 'A',
      holdEndsAt: now + 5 * 60_000,
      heldOnConfirm: false,
    });
    const s = otpSessionOf(8);
    expect(s && hasLiveCode(s, now)).toBe(false);
    noteOtpSend(8, { asked: 'zalo', sentAt: now, resendAt: now + 60_000, method: 'zalo' });
    const sent = otpSessionOf(8);
    expect(sent).toMatchObject({ asked: 'zalo', method: 'zalo', resendAt: now + 60_000 });
    expect(sent && hasLiveCode(sent, now + 4 * 60_000)).toBe(true);
    expect(sent && hasLiveCode(sent, now + 5 * 60_000)).toBe(false);
    // A refused resend keeps the code already sent; the method asked for still alternates.
    noteOtpSend(8, { asked: 'sms', sentAt: null, resendAt: now + 90_000, method: null });
    expect(otpSessionOf(8)).toMatchObject({
      sentAt: now,
      method: 'zalo',
      asked: 'sms',
      resendAt: now + 90_000,
    });
    // A network failure names no countdown: the one known stays.
    noteOtpSend(8, { asked: 'zalo', sentAt: null, resendAt: null, method: null });
    expect(otpSessionOf(8)).toMatchObject({ sentAt: now, asked: 'zalo', resendAt: now + 90_000 });
    endOtpSession();
    expect(otpSessionOf(8)).toBeNull();
  });
});
