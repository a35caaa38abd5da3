import { GROUP_MIN } from '@salon/domain';
import type { BookingDraft } from '../draft/draft-types.ts';

// 001 §4: minus removes the last person; back at one person the chosen hours are cleared.
export function shrinkTo(d: BookingDraft, size: number): BookingDraft {
  if (d.persons.length <= size) return d;
  const persons = d.persons.slice(0, size);
  const alone = persons.length === GROUP_MIN;
  return {
    ...d,
    current: Math.min(d.current, persons.length - 1),
    persons: alone ? persons.map((p) => ({ ...p, hour: null })) : persons,
  };
}
