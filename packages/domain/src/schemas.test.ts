import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bookDateSchema,
  loginOtpSchema,
  nameSchema,
  otpCodeSchema,
  passwordSchema,
  phoneSchema,
  positiveIntId,
  strictInt,
} from './schemas.ts';

// The first issue message of a failed parse.
function issue(schema: z.ZodType, input: unknown): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('phoneSchema', () => {
  it('transforms to the canonical +84 form', () => {
    expect(phoneSchema.parse('0912345678')).toBe('+84912345678');
    expect(phoneSchema.parse('+84912345678')).toBe('+84912345678');
    expect(phoneSchema.parse('0912.345.678')).toBe('+84912345678');
  });

  it.each(['', '0', '091234567', '0012345678', 'abc'])('refuses %j', (raw) => {
    expect(issue(phoneSchema, raw)).toBe('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
  });

  it('refuses a non-string with the same message', () => {
    expect(issue(phoneSchema, 912345678)).toBe('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
  });
});

describe('positiveIntId', () => {
  it('coerces query-string ids', () => {
    expect(positiveIntId.parse('42')).toBe(42);
    expect(positiveIntId.parse(7)).toBe(7);
  });

  it.each(['abc', '-1', '0', '1.5', '', '12abc', undefined])('refuses %j', (raw) => {
    expect(issue(positiveIntId, raw)).toBe('Mã không hợp lệ.');
  });

  // Loose readings of a number are not ids, and int4 is the ceiling.
  it.each(['0x10', '1e3', ' 1', '01', '99999999999999999999', '2147483648', true, 1e20, 1.5])(
    'refuses %j instead of guessing',
    (raw) => {
      expect(issue(positiveIntId, raw)).toBe('Mã không hợp lệ.');
    },
  );
});

describe('strictInt', () => {
  it('reads an empty query value as blankAs when given', () => {
    expect(strictInt(0, 10, { blankAs: 0 }).parse('')).toBe(0);
    expect(issue(strictInt(0, 10), '')).toBe('Mã không hợp lệ.');
    expect(issue(strictInt(1, 5, { error: 'x' }), '6')).toBe('x');
  });
});

describe('bookDateSchema', () => {
  it('reads DD-MM-YYYY (and the ISO form of the create call) into ISO', () => {
    expect(bookDateSchema.parse('23-11-2026')).toBe('2026-11-23');
    expect(bookDateSchema.parse('2026-11-23')).toBe('2026-11-23');
  });

  it.each(['31-02-2026', '2026-02-30', '23/11/2026', '', 'tomorrow', 20261123])('refuses %j', (raw) => {
    expect(issue(bookDateSchema, raw)).toBe('Ngày không hợp lệ.');
  });
});

describe('code and password schemas', () => {
  it('checks the booking OTP', () => {
    expect(otpCodeSchema.parse('123456')).toBe('123456');
    expect(issue(otpCodeSchema, '12345')).toBe('Mã xác minh là số và có 6 kí tự');
    expect(issue(otpCodeSchema, 123456)).toBe('Mã xác minh là số và có 6 kí tự');
  });

  it('checks the login OTP with its two messages', () => {
    expect(loginOtpSchema.parse('123456')).toBe('123456');
    expect(issue(loginOtpSchema, '12345')).toBe('Mã xác nhận sai định dạng.');
    expect(issue(loginOtpSchema, '12345a')).toBe('Mã xác minh là số và 6 kí tự.');
  });

  it('checks the password', () => {
    expect(passwordSchema.parse('000111')).toBe('000111');
    expect(issue(passwordSchema, '1234567')).toBe('Mật khẩu sai định dạng.');
    expect(issue(passwordSchema, 'abcdef')).toBe('Mật khẩu phải là số và 6 kí tự.');
  });

  it('checks the name', () => {
    expect(nameSchema.parse(' Lê   Thị ')).toBe('Lê Thị');
    expect(issue(nameSchema, 'L3')).toBe('Bạn nhập tên hợp lệ giúp chúng mình nhé!');
  });
});
