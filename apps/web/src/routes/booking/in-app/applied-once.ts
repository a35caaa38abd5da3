// A link parameter (chosenService, skinnerId) is applied once per salon and link: a customer who
// then changes the choice keeps the change. Remembered for the tab; with storage blocked it may be
// applied again on a reload, which only repeats what the link asks.

export function appliedOnce(name: string) {
  const storageKey = `link-${name}-applied`;
  return {
    has(key: string): boolean {
      try {
        return sessionStorage.getItem(storageKey) === key;
      } catch {
        return false;
      }
    },
    mark(key: string) {
      try {
        sessionStorage.setItem(storageKey, key);
      } catch {
        // Storage blocked: see above.
      }
    },
  };
}
