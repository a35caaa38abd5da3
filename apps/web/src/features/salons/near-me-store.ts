import { type GeoPoint, isGeoPoint, normalizePhone } from '@salon/domain';
import { useSyncExternalStore } from 'react';
import { trackLocation } from '../tracking/tracking.ts';

// The visitor's position from the browser, shared by the step-0 chip and step 1. Kept for the
// session so going back and forth does not ask again.
export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; point: GeoPoint }
  | { status: 'denied' }
  | { status: 'failed' };

const KEY = 'near-me-v1';

function load(): NearMeState {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as NearMeState) : null;
    if (parsed?.status === 'found' && isGeoPoint(parsed.point)) return parsed;
    if (parsed?.status === 'denied') return parsed;
  } catch {
    // A broken entry means we ask again.
  }
  return { status: 'idle' };
}

let state: NearMeState | null = null;
const listeners = new Set<() => void>();
const get = () => {
  state ??= typeof window === 'undefined' ? { status: 'idle' } : load();
  return state;
};

function set(next: NearMeState) {
  state = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the position still lives for this page.
  }
  for (const l of listeners) l();
}

/**
 * Asks the browser for the position; resolves with the final state. With the booking phone, a found
 * position is also posted to the location tracking call (000 §7), as the spec's near-me chip does.
 */
export function locateMe(phone?: string | null): Promise<NearMeState> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      set({ status: 'failed' });
      return resolve(get());
    }
    set({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const { latitude, longitude } = pos.coords;
        set({ status: 'found', point: { latitude, longitude } });
        const customerPhone = phone ? normalizePhone(phone) : null;
        if (customerPhone) trackLocation(customerPhone, latitude, longitude);
        resolve(get());
      },
      (error) => {
        set({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' });
        resolve(get());
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}

export function useNearMe(): NearMeState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get,
    get,
  );
}
