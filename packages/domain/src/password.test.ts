import { describe, expect, it } from 'vitest';
import { message } from './messages.ts';
import { validatePassword } from './password.ts';
import type { Result } from './result.ts';

const text = (r: Result<string>) => (r.ok ? `ok:${r.value}` : message(r.error));

describe('validatePassword (000 §5)', () => {
  it.each([
    ['123456', 'ok:123456'],
    ['12345', 'Mật khẩu sai định dạng.'],
    ['1234567', 'Mật khẩu sai định dạng.'],
    ['', 'Mật khẩu sai định dạng.'],
    ['12345a', 'Mật khẩu phải là số và 6 kí tự.'],
    ['abc', 'Mật khẩu phải là số và 6 kí tự.'],
    [' 123456', 'Mật khẩu phải là số và 6 kí tự.'],
  ])('%j → %s', (raw, expected) => {
    expect(text(validatePassword(raw))).toBe(expected);
  });
});
