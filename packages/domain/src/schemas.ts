import { z } from 'zod';
import { fromDdMmYyyy, isIsoDate } from './date.ts';
import { INT4_MAX, PLAIN_DECIMAL } from './input-safety.ts';
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

/**
 * A whole number within min..max, as a JSON integer or plain decimal text (query strings);
 * true, '0x10', '1e3', ' 1', '1.5' and '99999999999999999999' are refused.
 * `blankAs` lets an empty query value mean that number (e.g. salonId= as "no salon").
 */
export function strictInt(min: number, max: number, opts: { error?: string; blankAs?: number } = {}) {
  const error = opts.error ?? message('invalidId');
  const inRange = z.int({ error }).min(min, { error }).max(max, { error });
  const decimal = z.string({ error }).regex(PLAIN_DECIMAL, { error }).transform(Number).pipe(inRange);
  const blank = z.literal('').transform(() => opts.blankAs ?? min);
  return opts.blankAs === undefined
    ? z.union([inRange, decimal], { error })
    : z.union([inRange, decimal, blank], { error });
}

// Ids arrive as query-string text or JSON integers; 'abc', '0', '-1', '1.5', '0x10' are refused.
export const positiveIntId = strictInt(1, INT4_MAX);
/** An id where 0 means none (stylistId 0 = any stylist). */
export const nonNegativeIntId = strictInt(0, INT4_MAX);

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
