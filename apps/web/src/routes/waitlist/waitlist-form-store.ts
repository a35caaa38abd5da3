import { useCallback, useSyncExternalStore } from 'react';

// The waitlist form of step 0 outlives its component. The login it opens for a phone not yet proven
// changes step 0's customer, so step 0 asks its services and hours again and draws the time block
// anew: the form must come back as it was (its hour, its phone, the login it waits for) and show the
// join's answer, even when that answer arrives while the form is not drawn. One form per salon, day
// and stylist, as step 0 shows them.

export interface WaitlistForm {
  open: boolean;
  /** The hour waited for (0: the whole day); null: the first full hour. */
  hourId: number | null;
  /** The phone as typed; null: the booking's phone. */
  typed: string | null;
  /** The phone whose login the form waits for before it joins. */
  awaitingLogin: string | null;
  busy: boolean;
  result: { ok: boolean; text: string } | null;
}

const CLOSED: WaitlistForm = {
  open: false,
  hourId: null,
  typed: null,
  awaitingLogin: null,
  busy: false,
  result: null,
};

const forms = new Map<string, WaitlistForm>();
const listeners = new Set<() => void>();

/** Changes the form of `key` (salon|day|stylist), drawn or not. */
export function updateWaitlistForm(key: string, patch: Partial<WaitlistForm>): void {
  forms.set(key, { ...(forms.get(key) ?? CLOSED), ...patch });
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The form of `key` and the way to change it. */
export function useWaitlistForm(key: string): [WaitlistForm, (patch: Partial<WaitlistForm>) => void] {
  const read = () => forms.get(key) ?? CLOSED;
  const form = useSyncExternalStore(subscribe, read, read);
  const update = useCallback((patch: Partial<WaitlistForm>) => updateWaitlistForm(key, patch), [key]);
  return [form, update];
}
