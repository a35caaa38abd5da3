import type { AppDeps } from '../../../http/app-instance.ts';
import { TtlCache } from '../../../db/static-cache.ts';

// Small per-app caches of the hours call (decision 0050), beside the app's static cache
// (db/static-cache.ts): a computed day lives 1 s and is dropped at once when this process books,
// confirms or frees a slot of that salon day. The hours answer is advice: the claim in the create
// transaction is what decides, so a second-old answer can only cost a 409, never a double booking.

export const DAY_TTL_MS = 1_000;

export interface BookingCaches {
  day: TtlCache<unknown>;
  /** A single create's staff of the day: only the order candidates are tried in, never dropped early. */
  order: TtlCache<unknown>;
}

type CacheDeps = Pick<AppDeps, 'now'>;
const perApp = new WeakMap<CacheDeps, BookingCaches>();

export function cachesOf(deps: CacheDeps): BookingCaches {
  let caches = perApp.get(deps);
  if (!caches) {
    caches = {
      day: new TtlCache(DAY_TTL_MS, deps.now),
      order: new TtlCache(DAY_TTL_MS, deps.now),
    };
    perApp.set(deps, caches);
  }
  return caches;
}

export function cachedDay<V>(
  deps: AppDeps,
  salonId: number,
  dateIso: string,
  rest: string,
  load: () => Promise<V>,
) {
  return cachesOf(deps).day.get(`${salonId}|${dateIso}|${rest}`, load) as Promise<V>;
}

/**
 * The salon day's staff as a one-person create orders its candidates (decision 0123): up to 1 s old, not
 * dropped by bookings, since under load every create would drop it. A stale "free" costs the database
 * function one read of the claims in the way; the claims decide.
 */
export function cachedStaffOrder<V>(deps: AppDeps, salonId: number, dateIso: string, load: () => Promise<V>) {
  return cachesOf(deps).order.get(`${salonId}|${dateIso}`, load) as Promise<V>;
}

/** This process changed who holds which slot of the salon day: its computed days are stale. */
export function dropDay(deps: AppDeps, salonId: number, dateIso: string) {
  cachesOf(deps).day.dropPrefix(`${salonId}|${dateIso}|`);
}

/** Holds expired or were freed on unknown days: drop every computed day. */
export function dropAllDays(deps: AppDeps) {
  cachesOf(deps).day.dropPrefix('');
}
