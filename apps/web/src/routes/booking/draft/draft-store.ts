import { todayInVietnam, toDdMmYyyy } from '@salon/domain';
import { useSyncExternalStore } from 'react';
import { DRAFT_STORAGE_KEY } from './draft-key.ts';
import type { BookingDraft, PersonDraft } from './draft-types.ts';

// The wizard session: kept in sessionStorage so a reload or a step change never loses what was chosen.
const KEY = DRAFT_STORAGE_KEY;

export function blankPerson(
  index: number,
  from?: Pick<PersonDraft, 'phone' | 'salon' | 'dateBook'>,
): PersonDraft {
  return {
    index,
    phone: from?.phone ?? null,
    dateBook: from?.dateBook ?? toDdMmYyyy(todayInVietnam()),
    dateChosenByUser: false,
    stylist: null,
    skinnerId: null,
    salon: from?.salon ?? null,
    chosenService: [],
    hour: null,
    campaign: [],
    note: '',
    receiveAdvice: true,
    littleAdvice: false,
    acceptMakePhoto: true,
    numberPersons: 0,
    allowChange: false,
  };
}

function initial(): BookingDraft {
  return { persons: [blankPerson(0)], current: 0, changingBookingId: null };
}

function load(): BookingDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as BookingDraft;
      if (Array.isArray(parsed.persons) && parsed.persons.length > 0) return parsed;
    }
  } catch {
    // A broken session entry starts a fresh draft.
  }
  return initial();
}

let state: BookingDraft | null = null;
const listeners = new Set<() => void>();

function current(): BookingDraft {
  state ??= typeof window === 'undefined' ? initial() : load();
  return state;
}

/** A named, pure change of the draft (draft-actions.ts, time-actions.ts, campaign-actions.ts). */
export type DraftAction<A extends unknown[]> = (d: BookingDraft, ...input: A) => BookingDraft;

function write(next: BookingDraft) {
  state = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the draft still lives in memory for this page.
  }
  for (const l of listeners) l();
}

export const draftStore = {
  get: current,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** The only way to change the draft: a named action with its input; persisted at once. */
  dispatch<A extends unknown[]>(action: DraftAction<A>, ...input: A) {
    write(action(current(), ...input));
  },
  reset() {
    write(initial());
  },
};

export function useDraft(): BookingDraft {
  return useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.get);
}

/** The person being edited. */
export function editedPerson(d: BookingDraft = current()): PersonDraft {
  return d.persons.find((p) => p.index === d.current) ?? d.persons[0]!;
}

export function useCurrentPerson(): PersonDraft {
  return editedPerson(useDraft());
}
