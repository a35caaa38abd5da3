export interface Wanted {
  /** Resolves once the part is wanted. */
  ready: Promise<void>;
  /** Wants it now (e.g. the visitor moved to another page, where the server's part is gone). */
  now(): void;
}

/**
 * When the part the server drew at `selector` is wanted: the visitor scrolls, it is on the screen
 * without scrolling (a short page), React drops it, or `now()` is called. At once on the server, when
 * the page has no such part (drawn in the browser) or without IntersectionObserver. A lazy part below
 * the first screen waits for it before loading its code, so a first visit that does not scroll
 * downloads nothing for it; the server's HTML stays in place, and links in it work as plain links,
 * until it is hydrated.
 */
export function whenWanted(selector: string): Wanted {
  let now = () => {};
  const drawn = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!drawn || typeof IntersectionObserver === 'undefined') return { ready: Promise.resolve(), now };
  const ready = new Promise<void>((resolve) => {
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && now());
    // React drops the server's part when an update reaches it before it is hydrated (new props on a
    // page whose width the server guessed wrong): then only its own code can draw it again.
    const dropped = new MutationObserver(() => !drawn.isConnected && now());
    now = () => {
      io.disconnect();
      dropped.disconnect();
      window.removeEventListener('scroll', now);
      resolve();
    };
    io.observe(drawn);
    if (drawn.parentNode) dropped.observe(drawn.parentNode, { childList: true });
    window.addEventListener('scroll', now, { passive: true });
  });
  return { ready, now: () => now() };
}
