import type { Lang } from './messages.ts';

// One way to write dates, hours, numbers and amounts wherever a customer reads them (decision 0147),
// in the page's language. Written by hand, so the output never depends on the runtime's ICU data
// (the server's Node and every phone's browser print the same thing).
//   date      27/11/2026 in both languages: the spec's style and Vietnam's, day first, never 27-11-2026
//   day       27/11 (date chips)
//   hour      8h30: the spec's hour texts and the salons' own signs, in both languages
//   number    1.234.567 (vi) · 1,234,567 (en)
//   decimal   4,3 (vi) · 4.3 (en)
//   minutes   60 phút · 60 min
//   big count 1,2 triệu · 1.2 million

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const WEEKDAYS: Record<Lang, readonly string[]> = {
  vi: ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = /^(\d{1,2})(?::|h)(\d{2})(?::\d{2})?$/;

/** A whole number with its thousands grouped: '1.234.567' (vi), '1,234,567' (en). */
export function formatNumber(n: number, lang: Lang = 'vi'): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(n)));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, SEPARATORS[lang].group);
}

/** A number with `digits` decimals, the language's decimal mark: 4.3 → '4,3' (vi), '4.3' (en). */
export function formatDecimal(x: number, lang: Lang = 'vi', digits = 1): string {
  const [whole = '0', fraction] = Math.abs(x).toFixed(digits).split('.');
  const sign = x < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? '-' : '';
  const grouped = formatNumber(Number(whole), lang);
  return fraction === undefined ? sign + grouped : `${sign}${grouped}${SEPARATORS[lang].decimal}${fraction}`;
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

function isoParts(date: string): [string, string, string] {
  const iso = ISO_DATE.exec(date);
  if (iso) return [iso[3] as string, iso[2] as string, iso[1] as string];
  // The spec's booking dates travel as DD-MM-YYYY (or already DD/MM/YYYY).
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(date);
  if (dmy) return [dmy[1] as string, dmy[2] as string, dmy[3] as string];
  throw new RangeError(`Not a date: ${date}`);
}

/** A calendar date (ISO or the spec's DD-MM-YYYY) as '27/11/2026'. */
export function formatDate(date: string): string {
  const [d, m, y] = isoParts(date);
  return `${d}/${m}/${y}`;
}

/** The day's name: 'Thứ Sáu' (vi), 'Friday' (en). */
export function weekdayName(date: string, lang: Lang = 'vi'): string {
  const [d, m, y] = isoParts(date);
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay();
  return WEEKDAYS[lang][day] as string;
}

/** A date with its day's name: 'Thứ Sáu, 27/11/2026' (vi), 'Friday, 27/11/2026' (en). */
export function formatDateWithDay(date: string, lang: Lang = 'vi'): string {
  return `${weekdayName(date, lang)}, ${formatDate(date)}`;
}

/** An hour of the day as the spec writes it, '8h30', from '08:30', '8h30' or minutes after midnight. */
export function formatHour(hour: string | number): string {
  if (typeof hour === 'number') return `${Math.floor(hour / 60)}h${String(hour % 60).padStart(2, '0')}`;
  const m = HOUR.exec(hour.trim());
  if (!m) throw new RangeError(`Not an hour: ${hour}`);
  return `${Number(m[1])}h${m[2]}`;
}
