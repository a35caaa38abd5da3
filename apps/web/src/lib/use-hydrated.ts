import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and while hydrating, true afterwards: for output that may differ between the two
 * (random order, the device's clock) so hydration matches the server's HTML and the client then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
