import type { TrackingData, TrackOptions } from './tracking.ts';
import { pageIdOf } from './tracking-page.ts';

/**
 * track() for code in a page's first-load JS (the home page, screen views): tracking.ts (~1.3 KB
 * gzipped) loads on demand, and once loaded it is cached. The page is the one of the call, as with
 * track(), even when the visitor has moved on by the time the event is queued. Never throws.
 */
export function trackSoon(eventId: string, data?: TrackingData, opts: TrackOptions = {}): void {
  const at = { ...opts, pageId: opts.pageId ?? pageIdOf(location.pathname) };
  import('./tracking.ts').then(
    ({ track }) => track(eventId, data, at),
    (err: unknown) => console.warn('[tracking] loading failed', err),
  );
}
