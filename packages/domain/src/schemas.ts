import { z } from 'zod';
import { fromDdMmYyyy, isIsoDate } from './date.ts';
import { type MessageKey, message } from './messages.ts';
import { validateLoginOtp, validateBookingOtp } from './otp.ts';
import { validatePassword } from './password.ts';
import { normalizePhone } from './phone.ts';
import { validateName } from './name.ts';
import { err, ok, type Result } from './result.ts';

// API input schemas reuse the screen rules so the server and the form speak the same words.
// Issue messages are the Vietnamese (default locale) text; findMessageKey() maps them back.

function fromValidator(validate: (raw: string) => Result<string>, typeError: MessageKey) {
  return z.string({ error: message(typeError) }).transform((raw, ctx) => {
    const result = validate(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: message(result.error) });
    return z.NEVER;
  });
}

function canonicalPhone(raw: string): Result<string> {
  const phone = normalizePhone(raw);
  return phone === null ? err('phoneInvalid') : ok(phone);
}

// 0xxxxxxxxx or +84xxxxxxxxx (dots allowed) → the stored '+84xxxxxxxxx'.
export const phoneSchema = fromValidator(canonicalPhone, 'phoneInvalid');

// Ids arrive as query-string text; 'abc', '0', '-1' and '1.5' are refused.
export const positiveIntId = z.coerce
  .number({ error: message('invalidId') })
  .int({ error: message('invalidId') })
  .positive({ error: message('invalidId') });

// The screens use DD-MM-YYYY, while the create-booking body carries the ISO form (001 §7);
// both are accepted, and the output is always ISO 'YYYY-MM-DD' of a real calendar date.
function bookDate(raw: string): Result<string> {
  const s = raw.trim();
  if (isIsoDate(s)) return ok(s);
  const iso = fromDdMmYyyy(s);
  return iso === null ? err('invalidDate') : ok(iso);
}
export const bookDateSchema = fromValidator(bookDate, 'invalidDate');

// Booking confirmation code (001 §5).
export const otpCodeSchema = fromValidator(validateBookingOtp, 'bookingOtpInvalid');
// Login code (000 §5) keeps its two messages.
export const loginOtpSchema = fromValidator(validateLoginOtp, 'otpInvalid');
export const passwordSchema = fromValidator(validatePassword, 'passwordInvalid');
export const nameSchema = fromValidator(validateName, 'nameInvalid');
