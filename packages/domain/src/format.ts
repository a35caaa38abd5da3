import { formatDate, todayInVietnam, vietnamMinutesOfDay, weekdayName } from './date.ts';
import type { Lang } from './messages.ts';
import { formatNumber } from './price.ts';

// One way to write dates, hours, numbers and amounts wherever a customer reads them (decision 0147),
// in the page's language. The number and money forms live in price.ts (formatNumber, formatPrice) and
// the date and the day's name in date.ts (formatDate, weekdayName): the first screens need only those,
// not this file. Written by hand, so the output never depends on the runtime's ICU data
// (the server's Node and every phone's browser print the same thing).
//   date      27/11/2026 in both languages: the spec's style and Vietnam's, day first, never 27-11-2026
//   day       27/11 (date chips)
//   hour      8h30: the spec's hour texts and the salons' own signs, in both languages
//   instant   8h30 27/11/2026, in Vietnam's time whatever the device's zone
//   number    1.234.567 (vi) · 1,234,567 (en)
//   decimal   4,3 (vi) · 4.3 (en)
//   minutes   60 phút · 60 min
//   big count 1,2 triệu · 1.2 million

const DECIMAL_MARK: Record<Lang, string> = { vi: ',', en: '.' };

const HOUR = /^(\d{1,2})(?::|h)(\d{2})(?::\d{2})?$/;

/** A number with `digits` decimals, the language's decimal mark: 4.3 → '4,3' (vi), '4.3' (en). */
export function formatDecimal(x: number, lang: Lang = 'vi', digits = 1): string {
  const [whole = '0', fraction] = Math.abs(x).toFixed(digits).split('.');
  const sign = x < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? '-' : '';
  const grouped = formatNumber(Number(whole), lang);
  return fraction === undefined ? sign + grouped : `${sign}${grouped}${DECIMAL_MARK[lang]}${fraction}`;
}

/** A star rating, always one decimal: '4,3' (vi), '4.3' (en). */
export function formatRating(stars: number, lang: Lang = 'vi'): string {
  return formatDecimal(stars, lang, 1);
}

/**
 * A large count in words: from a million '1,2 triệu' / '1.2 million' (one decimal, dropped when
 * zero: '2 triệu'); below it, the full number.
 */
export function formatBigCount(n: number, lang: Lang = 'vi'): string {
  if (Math.abs(n) < 1_000_000) return formatNumber(n, lang);
  const millions = Math.round(n / 100_000) / 10;
  const text = Number.isInteger(millions) ? formatNumber(millions, lang) : formatDecimal(millions, lang, 1);
  return `${text} ${lang === 'en' ? 'million' : 'triệu'}`;
}

/** A duration in minutes: '60 phút' (vi), '60 min' (en). */
export function formatMinutes(n: number, lang: Lang = 'vi'): string {
  return `${formatNumber(n, lang)} ${lang === 'en' ? 'min' : 'phút'}`;
}

/** A date with its day's name: 'Thứ Sáu, 27/11/2026' (vi), 'Friday, 27/11/2026' (en). */
export function formatDateWithDay(date: string, lang: Lang = 'vi'): string {
  const shown = formatDate(date);
  const [d, m, y] = shown.split('/');
  return `${weekdayName(`${y}-${m}-${d}`, lang)}, ${shown}`;
}

/** An hour of the day as the spec writes it, '8h30', from '08:30', '8h30' or minutes after midnight. */
export function formatHour(hour: string | number): string {
  if (typeof hour === 'number') return `${Math.floor(hour / 60)}h${String(hour % 60).padStart(2, '0')}`;
  const m = HOUR.exec(hour.trim());
  if (!m) throw new RangeError(`Not an hour: ${hour}`);
  return `${Number(m[1])}h${m[2]}`;
}

/** An instant (a ledger line, a point earned) as Vietnam's hour and day: '8h30 27/11/2026'. */
export function formatDateTime(at: Date | string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return `${formatHour(vietnamMinutesOfDay(instant))} ${formatDate(todayInVietnam(instant))}`;
}

/** An instant's day in Vietnam: '27/11/2026'. */
export function formatDayOf(at: Date | string): string {
  return formatDate(todayInVietnam(typeof at === 'string' ? new Date(at) : at));
}
