import { vietnamInstant } from '../date.ts';
import type { BookingStart } from './booking-state.ts';

// The change/cancel cutoff (issue 22): a booking can be changed or cancelled until `cutoffMinutes`
// before its hour (configuration, default 60). After that the server refuses both with a 409 and the
// booking stays as it was; the success page, lookup and reminders say until when.

/** The instant a booking starts (its day and first hour, Vietnam time). */
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
