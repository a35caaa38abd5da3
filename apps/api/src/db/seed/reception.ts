import { addDays } from '@salon/domain';
import type { NewRow } from '../schema.ts';
import { hashInts, mulberry32 } from './random.ts';
import { vietnameseName } from './staff.ts';

// One receptionist a salon (id = salon id), on duty every day the salon is open (001 §3 Hour
// response: receptionName, receptionAvatar). Names come from a PRNG seeded by the id, as staff's do.

export function receptionistRows(salonIds: readonly number[]): NewRow<'receptionist'>[] {
  return salonIds.map((id) => {
    const rng = mulberry32(hashInts(id, 1808));
    const female = rng() < 0.8;
    return {
      id,
      name: vietnameseName(rng, female),
      avatar: `/images/staff/reception-${id}.svg`,
      home_salon_id: id,
      is_active: true,
    };
  });
}

/** Whether the receptionist's portrait is a woman's (drawn first from the same generator). */
export function receptionistIsFemale(id: number): boolean {
  return mulberry32(hashInts(id, 1808))() < 0.8;
}

interface ReceptionSalon {
  id: number;
  opening_date?: string | null;
}

/** Reception shifts for `days` days from `today` (from the opening date for a salon not open yet). */
export function receptionShiftRows(
  receptionists: ReadonlyArray<{ id: number; home_salon_id: number; is_active?: boolean }>,
  salons: readonly ReceptionSalon[],
  today: string,
  days: number,
): NewRow<'reception_shift'>[] {
  const byId = new Map(salons.map((s) => [s.id, s]));
  return receptionists.flatMap((r) => {
    const salon = byId.get(r.home_salon_id);
    if (!salon || r.is_active === false) return [];
    const first = salon.opening_date && salon.opening_date > today ? salon.opening_date : today;
    const dates = new Set<string>();
    for (let d = 0; d < days; d++) {
      dates.add(addDays(today, d));
      dates.add(addDays(first, d));
    }
    return [...dates].map((work_date) => ({ receptionist_id: r.id, work_date, salon_id: salon.id }));
  });
}
