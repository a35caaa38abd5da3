import {
  type BookingStart,
  changeCutoffAt,
  formatDate,
  formatHour,
  isPastChangeCutoff,
  Refusal,
} from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';

// The change/cancel cutoff on the server: change and cancel call this once, after their own refusals
// (missing, cancelled, started), inside their transaction, before writing anything. A booking rule, so
// it lives here; reminders only say it (cutoffInfo through the booking module's index.ts).

export function refuseAfterCutoff(
  deps: AppDeps,
  start: BookingStart,
  action: 'change' | 'cancel',
  now: Date,
) {
  const minutes = deps.config.bookingCutoffMinutes;
  if (!isPastChangeCutoff(start, minutes, now)) return;
  const key = action === 'change' ? 'bookingCutoffNoChange' : 'bookingCutoffNoCancel';
  throw new Refusal(key, { vars: { minutes } });
}

/** What the success page, lookup and reminders say about the cutoff of a booking. */
export function cutoffInfo(deps: AppDeps, start: BookingStart, now: Date) {
  const minutes = deps.config.bookingCutoffMinutes;
  const at = changeCutoffAt(start, minutes);
  const local = new Date(at.getTime() + 7 * 3_600_000);
  // In words as customers read every hour and date: '13h10', '24/11/2026' (decision 0147).
  const time = formatHour(local.getUTCHours() * 60 + local.getUTCMinutes());
  return {
    cutoffMinutes: minutes,
    changeUntil: at.toISOString(),
    changeUntilText: { time, date: formatDate(local.toISOString().slice(0, 10)) },
    canChange: !isPastChangeCutoff(start, minutes, now),
  };
}
