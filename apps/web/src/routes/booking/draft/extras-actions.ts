import { onPerson } from './draft-actions.ts';
import type { BookingDraft } from './draft-types.ts';

// Block 5 of the edited person (note, many people, advice): loads with extras-block.tsx.

export function writeNote(d: BookingDraft, note: string): BookingDraft {
  return onPerson(d, (p) => ({ ...p, note }));
}

export function setManyPeople(d: BookingDraft, on: boolean): BookingDraft {
  return onPerson(d, (p) => ({ ...p, numberPersons: on ? 2 : 0 }));
}

/** Advice wanted: 'full' (the default), 'little', or 'none'. */
export function setAdvice(d: BookingDraft, level: 'full' | 'little' | 'none'): BookingDraft {
  return onPerson(d, (p) => ({ ...p, receiveAdvice: level !== 'none', littleAdvice: level === 'little' }));
}
