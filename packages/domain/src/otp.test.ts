import { describe, expect, it } from 'vitest';
import { message } from './messages.ts';
import { validateBookingOtp, validateLoginOtp } from './otp.ts';
import type { Result } from './result.ts';

const text = (r: Result<string>) => (r.ok ? `ok:${r.value}` : message(r.error));

describe('validateLoginOtp (000 §5)', () => {
  it.each([
    ['123456', 'ok:123456'],
    [' 654321 ', 'ok:654321'],
    ['12345', 'Mã xác nhận sai định dạng.'],
    ['', 'Mã xác nhận sai định dạng.'],
    ['1234567', 'Mã xác nhận sai định dạng.'],
    ['12a456', 'Mã xác minh là số và 6 kí tự.'],
    ['12 456', 'Mã xác minh là số và 6 kí tự.'],
  ])('%j → %s', (raw, expected) => {
    expect(text(validateLoginOtp(raw))).toBe(expected);
  });
});

describe('validateBookingOtp (001 §5)', () => {
  it.each([
    ['123456', 'ok:123456'],
    ['12345', 'Mã xác minh là số và có 6 kí tự'],
    ['1234567', 'Mã xác minh là số và có 6 kí tự'],
    ['12a456', 'Mã xác minh là số và có 6 kí tự'],
    ['', 'Mã xác minh là số và có 6 kí tự'],
  ])('%j → %s', (raw, expected) => {
    expect(text(validateBookingOtp(raw))).toBe(expected);
  });
});
