/**
 * Resolves when the part the server drew at `selector` is wanted: the visitor scrolls, or it comes
 * within `margin` of the screen (a short page). At once on the server, when the page has no such part
 * (drawn in the browser) or without IntersectionObserver. A lazy part below the first screen waits for
 * it before loading its code, so a first visit that does not scroll downloads nothing for it; the
 * server's HTML stays in place, and links in it work as plain links, until it is hydrated.
 */
export function whenWanted(selector: string, margin = '600px'): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const drawn = document.querySelector(selector);
  if (!drawn || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      io.disconnect();
      window.removeEventListener('scroll', done);
      resolve();
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: `${margin} 0px`,
    });
    io.observe(drawn);
    window.addEventListener('scroll', done, { passive: true });
  });
}
