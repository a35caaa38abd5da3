import { useSyncExternalStore } from 'react';

// The address a booking at home is served at, kept for the tab like the draft (draft-store.ts); the
// server checks it again (text, coordinates, the salon's radius).

export interface HomeAddressDraft {
  address: string;
  latitude: number;
  longitude: number;
  placeId: string | null;
  /** A saved place of the logged-in customer (001 §3 Saved address). */
  attrId: number | null;
}

const KEY = 'booking-at-home-v1';
const listeners = new Set<() => void>();
let current: HomeAddressDraft | null = load();

function load(): HomeAddressDraft | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isHome(value) ? value : null;
  } catch {
    return null;
  }
}

function isHome(v: unknown): v is HomeAddressDraft {
  const h = v as Partial<HomeAddressDraft> | null;
  return typeof h?.address === 'string' && typeof h.latitude === 'number' && typeof h.longitude === 'number';
}

export const homeStore = {
  get: () => current,
  set(next: HomeAddressDraft | null) {
    current = next;
    try {
      if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Private mode: the address lasts until the tab reloads.
    }
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useHomeAddress(): HomeAddressDraft | null {
  return useSyncExternalStore(homeStore.subscribe, homeStore.get, () => null);
}

/** The create body's at-home part (decision 0124), for the booking page at /booking-at-home. */
export function homeBody(home: HomeAddressDraft | null) {
  return home ? { isBookAtHome: true, homeAddress: home } : {};
}
