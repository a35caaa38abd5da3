// A page the server drew shows its buttons before their code has loaded. React does not replay a tap on a
// part it has not hydrated yet: on a slow phone the first tap on a home block or a booking step's button
// did nothing. Until React has attached to a server-drawn control, a tap on it is held and given again once
// it has (or dropped if the control is gone by then, replaced by the browser's own drawing).

const CONTROLS =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"]';
const POLL_MS = 50;
// Counted in polls, not by the clock: a page may have its clock fixed (tests do).
const GIVE_UP_POLLS = 300;

/** Whether React has attached to this element: it keeps the element's props on it once it has. */
function isHydrated(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Holds taps on the controls of `root` as the server drew them until React has hydrated each. Call before
 * hydrating; controls drawn later by the browser are React's from the start and never held.
 */
export function holdEarlyTaps(root: HTMLElement): void {
  const serverDrawn = new WeakSet(root.querySelectorAll(CONTROLS));
  const held = new WeakSet<Element>();
  root.ownerDocument.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (!target || !serverDrawn.has(target) || isHydrated(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // Tapped again while waiting: still one tap.
      if (held.has(target)) return;
      held.add(target);
      let polls = 0;
      const retry = () => {
        if (!target.isConnected || ++polls > GIVE_UP_POLLS) return held.delete(target);
        if (!isHydrated(target)) return setTimeout(retry, POLL_MS);
        held.delete(target);
        (target as HTMLElement).click();
      };
      setTimeout(retry, POLL_MS);
    },
    true,
  );
}
