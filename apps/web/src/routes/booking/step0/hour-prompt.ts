import { useSyncExternalStore } from 'react';

// The next-click counter (001 §2): with one person and no hour, each Complete click counts up and
// the hour block prompts; changing the hour resets it.
let count = 0;
const listeners = new Set<() => void>();

export const hourPrompt = {
  bump() {
    count += 1;
    for (const l of listeners) l();
  },
  reset() {
    if (count === 0) return;
    count = 0;
    for (const l of listeners) l();
  },
};

export function useHourPromptCount(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
    () => count,
  );
}
