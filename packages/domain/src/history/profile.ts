import { fromDdMmYyyy, isIsoDate } from '../date.ts';
import { err, ok, type Result } from '../result.ts';

// The profile fields a customer edits (PUT /api/v1/app-customer/customer); the name has its own rule
// (name.ts). Each validator gives the value to store, or the message key to show.

export const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An empty email clears it (null). */
export function validateEmail(raw: string): Result<string | null> {
  const email = raw.trim().toLowerCase();
  if (email === '') return ok(null);
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return err('emailInvalid');
  return ok(email);
}

/** 'YYYY-MM-DD' or 'DD-MM-YYYY', a real day, at least 5 and at most 120 years before today. */
export function validateBirthDate(raw: string, todayIso: string): Result<string | null> {
  const text = raw.trim();
  if (text === '') return ok(null);
  const iso = isIsoDate(text) ? text : fromDdMmYyyy(text);
  if (!iso) return err('birthDateInvalid');
  const year = Number(iso.slice(0, 4));
  const thisYear = Number(todayIso.slice(0, 4));
  if (iso > todayIso || year > thisYear - 5 || year < thisYear - 120) return err('birthDateInvalid');
  return ok(iso);
}

// Only our own generated pictures: the CSP allows images from 'self' and the server stores no uploads.
const AVATAR_PATTERN = /^\/images\/[a-z0-9][a-z0-9/_-]{0,120}\.(svg|png|jpg|webp)$/;

export function validateAvatar(raw: string): Result<string | null> {
  const path = raw.trim();
  if (path === '') return ok(null);
  if (!AVATAR_PATTERN.test(path) || path.includes('//')) return err('avatarInvalid');
  return ok(path);
}
