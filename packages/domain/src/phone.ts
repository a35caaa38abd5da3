import { err, ok, type Result } from './result.ts';

export const PHONE_LENGTH = 10;
export const BOOKING_PHONE_INPUT_MAX = 20;
// 10 digits plus the two display dots: the home box keeps input "under 13 characters".
export const HOME_PHONE_INPUT_MAX = 12;

// Dots and spaces are display formatting, never part of the number.
function stripSeparators(raw: string): string {
  return raw.replace(/[\s.]/g, '');
}

const DIGITS = /^\d*$/;

/**
 * Booking lookup (000 §5). The spec lists "not starting with 0" under two messages; we read the
 * separate line as the more specific one, so the order is:
 * empty → 'Mời bạn nhập…'; any non-digit → 'Bạn nhập số điện thoại hợp lệ…';
 * under 10 digits → 'Bạn nhập đủ 10 số…'; not starting with 0 → 'Bạn nhập số điện thoại hợp lệ…';
 * second digit 0 or more than 10 digits → 'Sai số điện thoại!…'.
 */
export function validateLookupPhone(raw: string): Result<string> {
  const phone = stripSeparators(raw);
  if (phone === '') return err('phoneRequired');
  if (!DIGITS.test(phone)) return err('phoneInvalid');
  if (phone.length < PHONE_LENGTH) return err('phoneNeedTenDigits');
  if (!phone.startsWith('0')) return err('phoneInvalid');
  if (phone[1] === '0' || phone.length > PHONE_LENGTH) return err('phoneWrong');
  return ok(phone);
}

// Login form (000 §5): starts with 0 and has 10 digits, one message for every failure.
export function validateLoginPhone(raw: string): Result<string> {
  const phone = stripSeparators(raw);
  return /^0\d{9}$/.test(phone) ? ok(phone) : err('loginPhoneInvalid');
}

// Home box (000 §5): a short number has its own message, checked before the other rules.
export function validateHomeBoxPhone(raw: string): Result<string> {
  const phone = stripSeparators(raw);
  if (!DIGITS.test(phone)) return err('homePhoneInvalid');
  if (phone.length < PHONE_LENGTH) return err('homePhoneShort');
  if (!/^0[1-9]\d{8}$/.test(phone)) return err('homePhoneInvalid');
  return ok(phone);
}

// Booking flow (001 §5): digits and dots only, at most 20 characters, dots stripped, then
// exactly 10 digits starting with 0 (which also rules out the placeholder '0').
export function validateBookingPhone(raw: string): Result<string> {
  const input = raw.trim();
  if (input.length > BOOKING_PHONE_INPUT_MAX || !/^[\d.]*$/.test(input)) return err('phoneInvalid');
  const phone = input.replace(/\./g, '');
  return /^0\d{9}$/.test(phone) ? ok(phone) : err('phoneInvalid');
}

// What the booking phone field keeps while typing.
export function sanitizeBookingPhoneInput(raw: string): string {
  return raw.replace(/[^\d.]/g, '').slice(0, BOOKING_PHONE_INPUT_MAX);
}

// 000 §9: only digits, truncated to 10, dots after the 4th and 7th digits.
export function formatPhoneDisplay(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
  return [d.slice(0, 4), d.slice(4, 7), d.slice(7)].filter((part) => part !== '').join('.');
}

/**
 * The one stored form: '+84' and nine digits, the first not 0.
 * Accepts 0xxxxxxxxx, +84xxxxxxxxx, 84xxxxxxxxx, with dots or spaces; null otherwise.
 */
export function normalizePhone(raw: string): string | null {
  const p = stripSeparators(raw);
  const national = /^(?:\+84|84|0)([1-9]\d{8})$/.exec(p);
  return national ? `+84${national[1]}` : null;
}

// Callers validate first, so a bad number here is a programming error.
export function toInternational(phone: string): string {
  const canonical = normalizePhone(phone);
  if (canonical === null) throw new RangeError(`Not a Vietnamese phone number: ${phone}`);
  return canonical;
}

export function fromInternational(phone: string): string {
  return `0${toInternational(phone).slice(3)}`;
}

// Shows a booking summary to someone who only typed a phone: keep 4 + 3 digits.
export function maskPhone(phone: string): string {
  const canonical = normalizePhone(phone);
  const local = canonical ? `0${canonical.slice(3)}` : phone.replace(/\D/g, '');
  if (local.length < 8) return '*'.repeat(local.length);
  return `${local.slice(0, 4)}***${local.slice(-3)}`;
}
