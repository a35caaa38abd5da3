import type { AppDeps } from '../../http/app-instance.ts';
import { databaseNotificationsOf } from '../booking/index.ts';

// Open queue pages of this process, by salon day, told when any process reports a change of that
// day's queue (the database's queue_changed notification), or all at once after a lost connection.

type Watcher = () => void;
const perApp = new WeakMap<AppDeps, Map<string, Set<Watcher>>>();

function watchersOf(deps: AppDeps): Map<string, Set<Watcher>> {
  let byDay = perApp.get(deps);
  if (byDay) return byDay;
  const days = new Map<string, Set<Watcher>>();
  const notifications = databaseNotificationsOf(deps);
  notifications.on('queue_changed', (payload) => {
    for (const fn of days.get(payload) ?? []) fn();
  });
  notifications.onResync(() => {
    for (const set of days.values()) for (const fn of set) fn();
  });
  perApp.set(deps, days);
  byDay = days;
  return byDay;
}

/** Calls `fn` when the salon day's queue changes; returns the unsubscribe. */
export function watchQueue(deps: AppDeps, salonId: number, dateIso: string, fn: Watcher): () => void {
  const days = watchersOf(deps);
  const key = `${salonId}|${dateIso}`;
  const set = days.get(key) ?? new Set<Watcher>();
  days.set(key, set);
  set.add(fn);
  return () => {
    set.delete(fn);
    if (set.size === 0) days.delete(key);
  };
}
