import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './app-context.ts';
import { useRenderHints } from './render-hints.ts';

const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
const subscribe = (cb: () => void) => {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
};

/** True below 768 px. While hydrating a server-rendered page, what the server guessed. */
export function useIsNarrow(): boolean {
  const hints = useRenderHints();
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => hints.narrow,
  );
}

const wideQuery = '(min-width: 1024px)';
const subscribeWide = (cb: () => void) => {
  const mql = window.matchMedia(wideQuery);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
};

/** True from 1024 px (a desktop layout); false on the server and while hydrating. */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}
