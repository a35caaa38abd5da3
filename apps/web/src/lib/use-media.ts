import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './app-context.ts';

const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
const subscribe = (cb: () => void) => {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
};

/** True below 768 px. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
