import type { DaySlot } from './slots.ts';

// 001 §3 Role specialHours {today, normal, weekend}, which 001 §6 leaves unexplained (decision 0148):
// a salon's own opening windows for today, for weekdays and for Saturday and Sunday. Each entry is a
// window 'HhMM-HhMM' (the site's hour format, '9h-12h' or '9h00-12h30'); an empty list keeps the usual hours.

export interface SpecialHours {
  today: readonly string[];
  normal: readonly string[];
  weekend: readonly string[];
}

export const NO_SPECIAL_HOURS: SpecialHours = { today: [], normal: [], weekend: [] };

export interface HourWindow {
  /** Minutes of the day, from inclusive, to exclusive. */
  from: number;
  to: number;
}

const WINDOW = /^(\d{1,2})h([0-5]\d)?-(\d{1,2})h([0-5]\d)?$/;

/** A window 'HhMM-HhMM', or null when the text is not one (an empty or reversed window included). */
export function parseHourWindow(text: string): HourWindow | null {
  const m = WINDOW.exec(text.trim());
  if (!m) return null;
  const from = Number(m[1]) * 60 + Number(m[2] ?? 0);
  const to = Number(m[3]) * 60 + Number(m[4] ?? 0);
  return from < to && to <= 24 * 60 ? { from, to } : null;
}

/**
 * The windows that hold on `dateIso`: today's list on today, else the weekend's on Saturday and
 * Sunday, else the weekdays' list. Null when that list is empty (or has no readable window): the
 * salon keeps its usual hours.
 */
export function specialWindowsOn(
  special: SpecialHours,
  dateIso: string,
  todayIso: string,
): HourWindow[] | null {
  const weekday = new Date(`${dateIso}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const list =
    dateIso === todayIso && special.today.length > 0
      ? special.today
      : weekend
        ? special.weekend
        : special.normal;
  const windows = list.flatMap((t) => parseHourWindow(t) ?? []);
  return windows.length > 0 ? windows : null;
}

/** The slots a day offers within its windows: a slot counts when it starts and ends inside one. */
export function slotsWithin<T extends DaySlot>(
  slots: readonly T[],
  windows: readonly HourWindow[] | null,
  slotMinutes: number,
): readonly T[] {
  if (!windows) return slots;
  return slots.filter((s) => windows.some((w) => s.minute >= w.from && s.minute + slotMinutes <= w.to));
}

/** The windows as the site writes them, for a refusal: '9h00–12h00, 17h00–20h00'. */
export function windowsText(windows: readonly HourWindow[]): string {
  const hour = (m: number) => `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}`;
  return windows.map((w) => `${hour(w.from)}–${hour(w.to)}`).join(', ');
}
