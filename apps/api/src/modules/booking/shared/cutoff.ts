import { type BookingStart, changeCutoffAt, isPastChangeCutoff, toDdMmYyyy, Refusal } from '@salon/domain';
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
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return {
    cutoffMinutes: minutes,
    changeUntil: at.toISOString(),
    changeUntilText: { time, date: toDdMmYyyy(local.toISOString().slice(0, 10)) },
    canChange: !isPastChangeCutoff(start, minutes, now),
  };
}
