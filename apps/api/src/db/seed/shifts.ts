import { addDays, daysBetween } from '@salon/domain';
import type { NewRow } from '../schema.ts';
import { hashInts } from './random.ts';
import { salonRows } from './salons.ts';
import { MOVED_STYLIST, staffRows } from './staff.ts';

export interface ShiftStaff {
  id: number;
  kind: 'stylist' | 'skinner';
  home_salon_id: number;
  is_active?: boolean;
}
export interface ShiftSalon {
  id: number;
  slot_minutes?: number;
  opens_at_minute?: number;
  closes_at_minute?: number;
  opening_date?: string | null;
}

const OFF_PERCENT = 10;
const HALF_PERCENT = 15;

/** The shift boundary of a half day, on a slot boundary (870 = 14h30 for 8h30–20h30). */
function midday(opens: number, closes: number, step: number): number {
  return opens + Math.round((closes - opens) / 2 / step) * step;
}

/**
 * Shifts of every active staff member for `days` days from `today` at their home salon.
 * Per staff member and calendar date (so the pattern of a date does not depend on which day
 * the seed ran): about 10% off, 15% half a day (morning or afternoon), the rest the full day.
 * The first stylist of a salon is never off, so no open salon is left without a stylist.
 * A salon opening in the future gets no shifts before its opening date, but does get `days`
 * days of shifts from that date so its first days can be booked.
 * MOVED_STYLIST works at another salon of the same city on MOVED_STYLIST.dayOffset.
 */
export function buildShiftRows(
  staff: readonly ShiftStaff[],
  salons: readonly ShiftSalon[],
  today: string,
  days = 3,
): NewRow<'staff_shift'>[] {
  const salonById = new Map(salons.map((s) => [s.id, s]));
  const anchors = new Set<number>();
  const seenSalons = new Set<number>();
  for (const s of [...staff].sort((a, b) => a.id - b.id)) {
    if (s.kind === 'stylist' && s.is_active !== false && !seenSalons.has(s.home_salon_id)) {
      seenSalons.add(s.home_salon_id);
      anchors.add(s.id);
    }
  }
  const rows: NewRow<'staff_shift'>[] = [];
  for (const member of staff) {
    if (member.is_active === false) continue;
    const home = salonById.get(member.home_salon_id);
    if (!home) continue;
    const dates = new Set<string>();
    for (let d = 0; d < days; d++) dates.add(addDays(today, d));
    if (home.opening_date && home.opening_date > today) {
      for (let d = 0; d < days; d++) dates.add(addDays(home.opening_date, d));
    }
    for (const date of dates) {
      const offset = daysBetween(today, date);
      const moved = member.id === MOVED_STYLIST.staffId && offset === MOVED_STYLIST.dayOffset;
      const salon = (moved && salonById.get(MOVED_STYLIST.toSalonId)) || home;
      if (salon.opening_date && salon.opening_date > date) continue;
      // The moved stylist always works the full day there, so the case is always visible.
      const roll = moved ? 99 : hashInts(member.id, daysBetween('1970-01-01', date)) % 100;
      if (roll < OFF_PERCENT && !anchors.has(member.id)) continue;
      const opens = salon.opens_at_minute ?? 510;
      const closes = salon.closes_at_minute ?? 1230;
      const mid = midday(opens, closes, salon.slot_minutes ?? 20);
      let start = opens;
      let end = closes;
      if (roll >= OFF_PERCENT && roll < OFF_PERCENT + HALF_PERCENT) {
        if (roll % 2 === 0) end = mid;
        else start = mid;
      }
      rows.push({
        staff_id: member.id,
        work_date: date,
        salon_id: salon.id,
        start_minute: start,
        end_minute: end,
      });
    }
  }
  return rows;
}

/** Shifts for the seed's own staff and salons: today, today + 1, today + 2 by default. */
export function staffShiftRows(today: string, days = 3): NewRow<'staff_shift'>[] {
  return buildShiftRows(staffRows(), salonRows(today), today, days);
}
