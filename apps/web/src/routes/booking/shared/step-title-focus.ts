import { type RefObject, useEffect } from 'react';

// A salon chosen on step 1 opens step 2: the card pressed is gone, so the keyboard goes on from step 2's
// title (not the page's top). Step 2 is drawn after the URL changes: its title takes the focus itself.
let wanted = false;

/** Asks the next step's title to take the focus when it is drawn. */
export function focusStepTitleOnArrival(): void {
  wanted = true;
}

/** The title's side: takes the focus once, if asked. */
export function useStepTitleFocus(title: RefObject<HTMLElement | null>): void {
  // Each drawing checks: the title may appear a drawing later (the step's data first).
  useEffect(() => {
    if (!wanted || !title.current) return;
    wanted = false;
    title.current.focus({ preventScroll: true });
  });
}
