import { type RefObject, useEffect } from 'react';

// A salon chosen on step 1 sends the keyboard back to step 0's salon field. Step 0 is drawn again
// after the URL changes, at a moment no timer can guess (a slow phone takes longer): the field takes
// the focus itself when it mounts, if a choice asked for it.
let wanted = false;

/** Asks step 0's salon field to take the focus when it is next drawn. */
export function focusSalonFieldOnReturn(): void {
  wanted = true;
}

/** The salon field's side: takes the focus once, if asked. */
export function useSalonFieldFocus(field: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!wanted) return;
    wanted = false;
    field.current?.focus();
  }, [field]);
}
