// Slot arithmetic of a salon day. A day is cut into slots of `slotMinutes` from opening; a booking
// person occupies the slot of its hour plus as many following slots as its services need.

export const DEFAULT_SLOT_MINUTES = 20;

/** A slot of a salon's day, as the database holds it. */
export interface DaySlot {
  id: number;
  /** Minutes after local midnight (Asia/Ho_Chi_Minh). */
  minute: number;
  /** '8h30', '9h'. */
  hourText: string;
  hourGroup: string;
}

/** How many slots a person with services of `totalMinutes` occupies: at least one. */
export function slotsNeeded(totalMinutes: number, slotMinutes: number): number {
  if (!Number.isFinite(totalMinutes) || totalMinutes <= 0) return 1;
  return Math.max(1, Math.ceil(totalMinutes / slotMinutes));
}

/** 'HH:MM' of a minute of the day (the spec's hourFrame). */
export function hourFrame(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The slots occupied from `startIndex` for `count` slots, or null when the day ends first or the
 * slots are not back to back (a gap in the salon's slots would split the service).
 */
export function occupiedSlots<T extends DaySlot>(
  slots: readonly T[],
  startIndex: number,
  count: number,
  slotMinutes: number,
): T[] | null {
  if (startIndex < 0 || startIndex + count > slots.length) return null;
  const run = slots.slice(startIndex, startIndex + count);
  const first = run[0];
  if (!first) return null;
  const contiguous = run.every((s, k) => s.minute === first.minute + k * slotMinutes);
  return contiguous ? run : null;
}

/** The spec's three ids of a person's hour: its slot, then the second and third occupied slots (0 when none). */
export function hourIds(run: readonly DaySlot[]): {
  bookHourId: number;
  subHourId: number;
  secondSubHourId: number;
} {
  return { bookHourId: run[0]?.id ?? 0, subHourId: run[1]?.id ?? 0, secondSubHourId: run[2]?.id ?? 0 };
}

/**
 * Whether a slot starting at `slotMinute` is past at `nowMinute` of the same day. A walk-in at the
 * salon (source book_at_salon) may still take the slot in progress, not an earlier one.
 */
export function isSlotPast(
  slotMinute: number,
  nowMinute: number,
  slotMinutes: number,
  atSalon: boolean,
): boolean {
  return atSalon ? slotMinute + slotMinutes <= nowMinute : slotMinute < nowMinute;
}
