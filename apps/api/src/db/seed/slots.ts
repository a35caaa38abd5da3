import type { NewRow } from '../schema.ts';

export const HOUR_GROUP_MORNING = 'Buổi sáng';
export const HOUR_GROUP_AFTERNOON = 'Buổi chiều';
export const HOUR_GROUP_EVENING = 'Buổi tối';

/** '8h30', '9h', '9h20': hours without a leading zero, whole hours without minutes. */
export function hourText(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}`;
}

/** Morning before 12h, afternoon 12h–17h59, evening from 18h. */
export function hourGroup(minuteOfDay: number): string {
  if (minuteOfDay < 12 * 60) return HOUR_GROUP_MORNING;
  if (minuteOfDay < 18 * 60) return HOUR_GROUP_AFTERNOON;
  return HOUR_GROUP_EVENING;
}

/** Slot ids are global and stable: salonId * 1000 + index of the slot in the day. */
export function slotId(salonId: number, index: number): number {
  return salonId * 1000 + index;
}

export interface SlotSalon {
  id: number;
  slot_minutes?: number;
  opens_at_minute?: number;
  closes_at_minute?: number;
}

/** Every slot_minutes from opening; the last slot starts at least one slot before closing. */
export function salonSlotRows(salon: SlotSalon): NewRow<'salon_slot'>[] {
  const step = salon.slot_minutes ?? 20;
  const opens = salon.opens_at_minute ?? 510;
  const closes = salon.closes_at_minute ?? 1230;
  const rows: NewRow<'salon_slot'>[] = [];
  for (let minute = opens, index = 0; minute <= closes - step; minute += step, index++) {
    rows.push({
      id: slotId(salon.id, index),
      salon_id: salon.id,
      minute_of_day: minute,
      hour_text: hourText(minute),
      hour_group: hourGroup(minute),
    });
  }
  return rows;
}

export function slotRows(salons: readonly SlotSalon[]): NewRow<'salon_slot'>[] {
  return salons.flatMap(salonSlotRows);
}
