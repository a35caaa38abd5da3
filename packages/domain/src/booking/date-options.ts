import { addDays, daysBetween, ddmm, toDdMmYyyy, weekdayName } from '../date.ts';
import { type Lang, message } from '../messages.ts';

// 001 §2, §9: the date dropdown offers 3 days (today, tomorrow, the day after).

export const DATE_OPTION_COUNT = 3;

/** The booking-privacy limits (001 §3 Role) that decide which of the 3 days are active. */
export interface BookingDayLimits {
  /** Days after today always open to everyone (default 1: today and tomorrow). */
  daysBookFuture: number;
  /** The furthest day offset this customer may book, today being 0 (default 2: the day after). */
  maxDaysBookFuture: number;
}
export const DEFAULT_DAY_LIMITS: BookingDayLimits = { daysBookFuture: 1, maxDaysBookFuture: 2 };

/** The furthest bookable day offset: the larger of the two limits, within the 3 offered days. */
export function furthestDayOffset(limits: BookingDayLimits): number {
  const furthest = Math.max(limits.daysBookFuture, limits.maxDaysBookFuture);
  return Math.min(DATE_OPTION_COUNT - 1, Math.max(0, Math.floor(furthest)));
}

/** Whether `dateIso` may be booked on `todayIso`. */
export function isBookableDay(dateIso: string, todayIso: string, limits: BookingDayLimits): boolean {
  const offset = daysBetween(todayIso, dateIso);
  return offset >= 0 && offset <= furthestDayOffset(limits);
}

export interface DateOption {
  /** DD-MM-YYYY, the draft's format. */
  date: string;
  iso: string;
  weekday: string;
  /** 'dd/mm' as the chip shows it. */
  ddmm: string;
  /** 'hôm nay', 'ngày mai', 'ngày kia'. */
  tag: string;
  /** Saturday or Sunday: weekend prices and special hours may apply. */
  isSpecial: boolean;
  isActive: boolean;
}

const DAY_TAGS = ['dayToday', 'dayTomorrow', 'dayAfterTomorrow'] as const;

export function dateOptions(todayIso: string, limits: BookingDayLimits, lang: Lang = 'vi'): DateOption[] {
  const furthest = furthestDayOffset(limits);
  return DAY_TAGS.map((tagKey, offset) => {
    const iso = addDays(todayIso, offset);
    const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
    return {
      date: toDdMmYyyy(iso),
      iso,
      weekday: weekdayName(iso, lang),
      ddmm: ddmm(iso),
      tag: message(tagKey, lang),
      isSpecial: day === 0 || day === 6,
      isActive: offset <= furthest,
    };
  });
}
