import { daysBetween, ddmm } from './date.ts';
import { type Lang, message } from './messages.ts';

// The {day} of the stylist-busy and salon-full messages: today, tomorrow, day after, or dd/mm.
export function dayLabel(iso: string, todayIso: string, lang: Lang = 'vi'): string {
  switch (daysBetween(todayIso, iso)) {
    case 0:
      return message('dayToday', lang);
    case 1:
      return message('dayTomorrow', lang);
    case 2:
      return message('dayAfterTomorrow', lang);
    default:
      // Vietnamese reads 'kín lịch ngày 23/11'; English keeps the bare date.
      return lang === 'vi' ? `ngày ${ddmm(iso)}` : ddmm(iso);
  }
}
