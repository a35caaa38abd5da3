import { vietnamMinutesOfDay } from '../date.ts';
import type { BookingStart } from '../booking/booking-state.ts';
import { bookingStartsAt } from '../booking/cutoff.ts';

// When a booking's reminders go out (issue 22). Each lead time before the visit gives one reminder;
// one that would fall in Vietnam's quiet hours (default 21:00–08:00) is moved EARLIER, to 30 minutes
// before that quiet period began (20:30 the evening before), so it never wakes anyone and still comes
// before the visit. When that moment has already passed (booked at 22:00 for 09:00), the reminder goes
// when the quiet hours end instead, if that is still at least 30 minutes before the visit: a customer who
// books late at night still hears from us once, and never at night. Reminders already due when scheduled
// are dropped, as are two at the same moment.

export interface ReminderSettings {
  /** Minutes before the visit, e.g. [1440, 120]. */
  leadMinutes: readonly number[];
  /** Quiet hours in Vietnam, [from, to): from 21 to 8 spans midnight. */
  quietFromHour: number;
  quietToHour: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  leadMinutes: [1440, 120],
  quietFromHour: 21,
  quietToHour: 8,
};

/** How long before the quiet period a moved reminder goes out. */
export const QUIET_MOVE_MARGIN_MINUTES = 30;

export interface PlannedReminder {
  leadMinutes: number;
  sendAt: Date;
  /** Moved earlier out of the quiet hours. */
  moved: boolean;
}

const MINUTE = 60_000;

/** Whether a Vietnam minute of day is in the quiet hours. */
export function isQuietMinute(minuteOfDay: number, s: ReminderSettings): boolean {
  const from = s.quietFromHour * 60;
  const to = s.quietToHour * 60;
  if (from === to) return false;
  return from < to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
}

/** `at` itself when outside the quiet hours, else 30 minutes before the quiet period it falls in began. */
export function outOfQuietHours(at: Date, s: ReminderSettings): Date {
  const minute = vietnamMinutesOfDay(at);
  if (!isQuietMinute(minute, s)) return at;
  const from = s.quietFromHour * 60;
  // Minutes since the quiet period began (it may have begun the evening before).
  const since = minute >= from ? minute - from : minute + 24 * 60 - from;
  const began = at.getTime() - since * MINUTE - (at.getTime() % MINUTE);
  return new Date(began - QUIET_MOVE_MARGIN_MINUTES * MINUTE);
}

/** When the quiet period `at` falls in ends (`at` itself when not quiet). */
export function quietPeriodEnd(at: Date, s: ReminderSettings): Date {
  const minute = vietnamMinutesOfDay(at);
  if (!isQuietMinute(minute, s)) return at;
  const to = s.quietToHour * 60;
  const until = to > minute ? to - minute : to + 24 * 60 - minute;
  return new Date(at.getTime() - (at.getTime() % MINUTE) + until * MINUTE);
}

/** The reminders of a booking starting at `start`, soonest first, as of `now`. */
export function planReminders(start: BookingStart, s: ReminderSettings, now: Date): PlannedReminder[] {
  const startsAt = bookingStartsAt(start).getTime();
  const planned: PlannedReminder[] = [];
  for (const lead of [...new Set(s.leadMinutes)].sort((a, b) => b - a)) {
    if (lead <= 0) continue;
    const nominal = new Date(startsAt - lead * MINUTE);
    let sendAt = outOfQuietHours(nominal, s);
    if (sendAt.getTime() <= now.getTime() && sendAt.getTime() !== nominal.getTime()) {
      // Too late to move it earlier: after the quiet hours instead, while that still helps.
      const after = quietPeriodEnd(nominal, s);
      if (after.getTime() > now.getTime() && after.getTime() <= startsAt - QUIET_MOVE_MARGIN_MINUTES * MINUTE)
        sendAt = after;
    }
    if (sendAt.getTime() <= now.getTime()) continue;
    if (planned.some((p) => p.sendAt.getTime() === sendAt.getTime())) continue;
    planned.push({ leadMinutes: lead, sendAt, moved: sendAt.getTime() !== nominal.getTime() });
  }
  return planned.sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
}
