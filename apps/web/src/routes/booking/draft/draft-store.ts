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

export const draftStore = {
  get: current,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Replaces the draft with the result of `fn`; persisted at once. */
  update(fn: (d: BookingDraft) => BookingDraft) {
    state = fn(current());
    try {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the draft still lives in memory for this page.
    }
    for (const l of listeners) l();
  },
  /** Updates the person being edited. */
  updatePerson(fn: (p: PersonDraft) => PersonDraft, index?: number) {
    draftStore.update((d) => {
      const i = index ?? d.current;
      return { ...d, persons: d.persons.map((p) => (p.index === i ? fn(p) : p)) };
    });
  },
  reset() {
    draftStore.update(() => initial());
  },
};

export function useDraft(): BookingDraft {
  return useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.get);
}

export function useCurrentPerson(): PersonDraft {
  const d = useDraft();
  return d.persons.find((p) => p.index === d.current) ?? d.persons[0]!;
}
