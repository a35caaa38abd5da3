import { vietnamInstant } from '../date.ts';
import type { BookingStart } from './booking-state.ts';

// The change/cancel cutoff (issue 22): a booking can be changed or cancelled until `cutoffMinutes`
// before its hour (configuration, default 60). After that the server refuses both with a 409 and the
// booking stays as it was; the success page, lookup and reminders say until when.

/**
 * The guest whose hour starts a booking: the earliest, whatever the guests' order (a group of three at
 * 12h30, 8h30 and 8h30 starts at 8h30). Reminders and the change/cancel cutoff follow this hour; ties go
 * to the first listed. Undefined for no guests.
 */
export function earliestGuest<T extends { minuteOfDay: number }>(guests: readonly T[]): T | undefined {
  return guests.reduce<T | undefined>(
    (best, g) => (best && best.minuteOfDay <= g.minuteOfDay ? best : g),
    undefined,
  );
}

/** The instant a booking starts (its day and its earliest guest's hour, Vietnam time). */
export function bookingStartsAt(start: BookingStart): Date {
  return vietnamInstant(start.dateIso, start.minuteOfDay);
}

/** The last moment a change or cancel is accepted. */
export function changeCutoffAt(start: BookingStart, cutoffMinutes: number): Date {
  return new Date(bookingStartsAt(start).getTime() - cutoffMinutes * 60_000);
}

/** True from the cutoff on (at the cutoff minute itself it is already closed). */
export function isPastChangeCutoff(start: BookingStart, cutoffMinutes: number, now: Date): boolean {
  return now.getTime() >= changeCutoffAt(start, cutoffMinutes).getTime();
}

/** Minute of day of a booked hour as the API writes it ('14h10', '8h30' or '14:10'), or null. */
export function minuteOfHourText(text: string): number | null {
  const m = /^(\d{1,2})[h:](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}
