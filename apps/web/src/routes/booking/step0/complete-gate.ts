import { groupGate } from '@salon/domain';
import type { PersonDraft } from '../draft/draft-types.ts';

// The Complete button's gate (001 §5), apart from the slot rules (time-rules.ts) so those load with
// the time chooser rather than on the first screen.

export type GateProblem =
  | { kind: 'salon' }
  | { kind: 'services' }
  | { kind: 'hour' }
  | { kind: 'customer'; n: number };

/**
 * 001 §5 create gate: a salon, services, and one hour per person (hours equal the group size).
 * In a group every person needs services and an hour, reported as 'Customer N …'.
 */
export function completeGate(persons: readonly PersonDraft[]): GateProblem | null {
  // The pure rule lives in packages/domain (groupGate); this maps the draft onto it.
  const gatePersons = persons.map((p) => ({
    serviceCount: p.chosenService.length,
    hasHour: p.hour !== null,
  }));
  return groupGate(Boolean(persons[0]?.salon), gatePersons);
}
