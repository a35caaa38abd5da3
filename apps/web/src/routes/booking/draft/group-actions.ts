import { GROUP_MIN } from '@salon/domain';
import { shrinkTo } from './draft-actions.ts';
import { blankPerson } from './draft-store.ts';
import type { BookingDraft } from './draft-types.ts';

// The plus button's draft changes (add-person.ts loads on its first press); minus is in draft-actions.ts.

// A new person inherits customer 1's salon, phone and the shared date.
export function addPerson(d: BookingDraft): BookingDraft {
  const first = d.persons[0];
  if (!first) return d;
  return { ...d, persons: [...d.persons, blankPerson(d.persons.length, first)] };
}

/** A refused plus: the group goes back to one person. */
export function backToOnePerson(d: BookingDraft): BookingDraft {
  return shrinkTo(d, GROUP_MIN);
}
