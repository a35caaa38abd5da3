import { onPerson } from './draft-actions.ts';
import type { BookingDraft, PersonDraft } from './draft-types.ts';

// The skinner (skin-care staff) of a booking: one for the first person, as the create body carries
// one skinnerId (001 §7). Pure draft changes, applied with draftStore.dispatch.

/** Whether a chosen service is skin care done by a skinner. */
export function needsSkinner(p: Pick<PersonDraft, 'chosenService'>): boolean {
  return p.chosenService.some((s) => s.needsSkinner === true);
}

/** The skinner the first person's hours and booking ask for: 0 (the salon picks) unless one is needed and chosen. */
export function wantedSkinnerId(p: Pick<PersonDraft, 'index' | 'chosenService' | 'skinnerId'>): number {
  return p.index === 0 && needsSkinner(p) ? (p.skinnerId ?? 0) : 0;
}

/** Customer 1's skinner (null: the salon picks); alone, the hour goes, as with a stylist (001 §4). */
export function chooseSkinner(d: BookingDraft, skinnerId: number | null): BookingDraft {
  const alone = d.persons.length === 1;
  return onPerson(d, (p) => ({ ...p, skinnerId, hour: alone ? null : p.hour }), 0);
}

/**
 * Customer 1's skinner set without touching the hour: the link's skinnerId once the salon is known,
 * or null when the chosen one does not work at the salon that day.
 */
export function setSkinner(d: BookingDraft, skinnerId: number | null): BookingDraft {
  return onPerson(d, (p) => ({ ...p, skinnerId }), 0);
}
