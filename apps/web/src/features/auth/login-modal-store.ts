import { useSyncExternalStore } from 'react';

// Who asked for the login modal, and with what: any feature calls openLoginModal(), the header
// hosts the modal. A preset phone (from booking) skips the phone step and hides the back arrow.
export interface LoginModalRequest {
  /** Replaces 'ĐĂNG NHẬP' (e.g. the booking flow's group or 403 titles). */
  title?: string;
  /** The booking phone, 0… or +84… form. */
  phone?: string;
}
export interface LoginModalState extends LoginModalRequest {
  open: boolean;
  /** Changes on each opening so the form starts afresh. */
  session: number;
}

let state: LoginModalState = { open: false, session: 0 };
const listeners = new Set<() => void>();
const set = (next: LoginModalState) => {
  state = next;
  for (const l of listeners) l();
};

export function openLoginModal(request: LoginModalRequest = {}) {
  set({ ...request, open: true, session: state.session + 1 });
}

export function closeLoginModal() {
  set({ open: false, session: state.session });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export function useLoginModal(): LoginModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
