import { err, ok, type Result } from './result.ts';

export const PASSWORD_LENGTH = 6;

// 000 §5: a non-digit has its own message; any other wrong length is a format error.
export function validatePassword(raw: string): Result<string> {
  if (/\D/.test(raw)) return err('passwordNotDigits');
  if (raw.length !== PASSWORD_LENGTH) return err('passwordInvalid');
  return ok(raw);
}
