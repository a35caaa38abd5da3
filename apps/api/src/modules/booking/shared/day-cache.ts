import type { AppDeps } from '../../../http/app-instance.ts';

// Small per-app caches of the hours call (decision 0050). Static data (salon, slots, closures,
// service prices) lives 30 s; a computed day lives 1 s and is dropped at once when this process
// books, confirms or frees a slot of that salon day. The hours answer is advice: the claim in the
// create transaction is what decides, so a second-old answer can only cost a 409, never a double booking.

export const STATIC_TTL_MS = 30_000;
export const DAY_TTL_MS = 1_000;
const MAX_ENTRIES = 5_000;

class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const t = this.now().getTime();
    const hit = this.entries.get(key);
    // A clock moved backwards (tests travel in time) also misses.
    if (hit && t >= hit.at && t - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: t, value });
    // A failed load is not kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  dropPrefix(prefix: string) {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

export interface BookingCaches {
  static: TtlCache<unknown>;
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
      static: new TtlCache(STATIC_TTL_MS, deps.now),
      day: new TtlCache(DAY_TTL_MS, deps.now),
      order: new TtlCache(DAY_TTL_MS, deps.now),
    };
    perApp.set(deps, caches);
  }
  return caches;
}

export function cachedStatic<V>(deps: CacheDeps, key: string, load: () => Promise<V>): Promise<V> {
  return cachesOf(deps).static.get(key, load) as Promise<V>;
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

/** Prices, rules or salons changed (any process, db/notifications.ts): drop the static entries. */
export function dropStatic(deps: AppDeps) {
  cachesOf(deps).static.dropPrefix('');
}

/** Holds expired or were freed on unknown days: drop every computed day. */
export function dropAllDays(deps: AppDeps) {
  cachesOf(deps).day.dropPrefix('');
}
