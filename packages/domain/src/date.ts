import { type Lang, message } from './messages.ts';

// Vietnam (Asia/Ho_Chi_Minh) is UTC+7 all year with no DST, so a fixed offset is exact and
// using only UTC getters makes every helper independent of the process time zone.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const WEEKDAY_KEYS = [
  'weekday0',
  'weekday1',
  'weekday2',
  'weekday3',
  'weekday4',
  'weekday5',
  'weekday6',
] as const;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function toIso(d: Date): string {
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

// A UTC midnight Date for a real calendar date, or null (rejects 2026-02-30).
function calendarDate(year: number, month: number, day: number): Date | null {
  if (year < 1000 || year > 9999) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  const same = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return same ? d : null;
}

function parseIso(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

// Helpers below take dates we produced ourselves; a bad one is a programming error.
function requireIso(iso: string): Date {
  const d = parseIso(iso);
  if (d === null) throw new RangeError(`Not an ISO calendar date: ${iso}`);
  return d;
}

export function isIsoDate(s: string): boolean {
  return parseIso(s) !== null;
}

export function todayInVietnam(now: Date = new Date()): string {
  return toIso(new Date(now.getTime() + VIETNAM_OFFSET_MS));
}

export function vietnamMinutesOfDay(now: Date = new Date()): number {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

// The instant at which a Vietnamese wall-clock time (minutes after midnight) happens.
export function vietnamInstant(iso: string, minutesOfDay = 0): Date {
  return new Date(requireIso(iso).getTime() - VIETNAM_OFFSET_MS + minutesOfDay * 60_000);
}

export function addDays(iso: string, n: number): string {
  return toIso(new Date(requireIso(iso).getTime() + n * DAY_MS));
}

// Whole days from `from` to `to` (negative when `to` is earlier).
export function daysBetween(from: string, to: string): number {
  return Math.round((requireIso(to).getTime() - requireIso(from).getTime()) / DAY_MS);
}

// The spec's booking date format is DD-MM-YYYY.
export function toDdMmYyyy(iso: string): string {
  const d = requireIso(iso);
  return `${pad2(d.getUTCDate())}-${pad2(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

export function fromDdMmYyyy(s: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const d = calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return d ? toIso(d) : null;
}

/** The day's name: 'Thứ Sáu' (vi), 'Friday' (en), from the messages (English ones load on demand). */
export function weekdayName(iso: string, lang: Lang = 'vi'): string {
  return message(WEEKDAY_KEYS[requireIso(iso).getUTCDay()] as (typeof WEEKDAY_KEYS)[number], lang);
}

export function weekdayVi(iso: string): string {
  return weekdayName(iso, 'vi');
}

/**
 * A calendar date as customers read it everywhere (decision 0147): '27/11/2026', day first with
 * slashes, from ISO or the spec's DD-MM-YYYY (never shown as it travels, 27-11-2026).
 */
export function formatDate(date: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(date);
  if (dmy) return `${dmy[1]}/${dmy[2]}/${dmy[3]}`;
  throw new RangeError(`Not a date: ${date}`);
}

// Date chips show 'dd/mm'.
export function ddmm(iso: string): string {
  const d = requireIso(iso);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}`;
}
