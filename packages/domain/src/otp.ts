import { err, ok, type Result } from './result.ts';

export const OTP_LENGTH = 6;

// Codes are often pasted from SMS with surrounding spaces, so those are ignored.
// 000 §5 (login): a non-digit has its own message, otherwise a wrong length is a format error.
export function validateLoginOtp(raw: string): Result<string> {
  const code = raw.trim();
  if (/\D/.test(code)) return err('otpNotDigits');
  if (code.length !== OTP_LENGTH) return err('otpInvalid');
  return ok(code);
}

// 001 §5 (booking confirmation): one message for anything but exactly 6 digits.
export function validateBookingOtp(raw: string): Result<string> {
  const code = raw.trim();
  return /^\d{6}$/.test(code) ? ok(code) : err('bookingOtpInvalid');
}
