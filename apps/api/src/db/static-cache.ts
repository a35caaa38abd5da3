import type { AppDeps } from '../http/app-instance.ts';

// Rows that change rarely (salons, slots, closures, prices, booking rules), cached per app for 30 s
// (decision 0050). App-level rather than in one module: booking and salons both read through it, and a
// module's cache inside another module made them import each other. Every process drops it when the
// database says prices, rules, salons or content changed (booking/hours/live-days.ts listens).

export const STATIC_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

/** Promises of loaded values that live `ttlMs`; a failed load is not kept. */
export class TtlCache<V> {
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
    value.catch(() => this.entries.delete(key));
    return value;
  }

  dropPrefix(prefix: string) {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

export type CacheDeps = Pick<AppDeps, 'now'>;
const perApp = new WeakMap<CacheDeps, TtlCache<unknown>>();

function staticOf(deps: CacheDeps): TtlCache<unknown> {
  let cache = perApp.get(deps);
  if (!cache) {
    cache = new TtlCache(STATIC_TTL_MS, deps.now);
    perApp.set(deps, cache);
  }
  return cache;
}

export function cachedStatic<V>(deps: CacheDeps, key: string, load: () => Promise<V>): Promise<V> {
  return staticOf(deps).get(key, load) as Promise<V>;
}

/** Prices, rules or salons changed (any process, db/notifications.ts): drop the static entries. */
export function dropStatic(deps: CacheDeps) {
  staticOf(deps).dropPrefix('');
}
