import { DEFAULT_SLOT_MINUTES, isSlotPast } from '@salon/domain';
import type { Hour, HourGroup } from '@salon/domain/contracts';

// Pure screen rules of block 4 (001 §4, §5); the server decides for real. They load with the time
// chooser; the Complete gate, needed on the first screen, is in complete-gate.ts.

const RATING_MIN_CUSTOMERS = 100;

/** 001 §5: ratings only above 100 customers; above 1000 shown with k ('1.2k'). */
export function customersLabel(totalCustomer: number): string | null {
  if (!(totalCustomer > RATING_MIN_CUSTOMERS)) return null;
  if (totalCustomer <= 1000) return String(totalCustomer);
  return `${(Math.floor(totalCustomer / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
}

/** Minutes after midnight of an 'HH:MM' hourFrame. */
export function minuteOf(hourFrame: string): number {
  const [h, m] = hourFrame.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export interface Clock {
  todayIso: string;
  nowMinute: number;
  /** Source book_at_salon: the slot in progress still counts. */
  atSalon: boolean;
  /** How long the salon's slots are (the hours answer); 20 minutes when not known. */
  slotMinutes?: number;
}

/** The clock for one salon's hours: its slot length comes with the answer (salon 43's are 30 minutes). */
export function salonClock(clock: Clock, hours: { slotMinutes?: number } | undefined): Clock {
  const slotMinutes = hours?.slotMinutes;
  return slotMinutes ? { ...clock, slotMinutes } : clock;
}

/** A slot that has started today (the screen reports it expired when tapped). */
export function isHourPast(hour: Hour, dateIso: string, clock: Clock): boolean {
  if (dateIso !== clock.todayIso) return dateIso < clock.todayIso;
  return isSlotPast(
    minuteOf(hour.hourFrame),
    clock.nowMinute,
    clock.slotMinutes ?? DEFAULT_SLOT_MINUTES,
    clock.atSalon,
  );
}

export function isBookable(hour: Hour, dateIso: string, clock: Clock, expired: ReadonlySet<number>): boolean {
  return hour.isFree && !expired.has(hour.hourId) && !isHourPast(hour, dateIso, clock);
}

/** True when the answer has slots and none can be booked: the stylist or the salon is busy that day. */
export function allBusy(groups: readonly HourGroup[], dateIso: string, clock: Clock): boolean {
  const hours = groups.flatMap((g) => g.hours);
  return hours.length > 0 && hours.every((h) => !isBookable(h, dateIso, clock, new Set()));
}

/** Source book_at_salon: the first free slot is chosen automatically. */
export function firstBookable(groups: readonly HourGroup[], dateIso: string, clock: Clock): Hour | null {
  for (const g of groups) for (const h of g.hours) if (isBookable(h, dateIso, clock, new Set())) return h;
  return null;
}
