import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { type DbNotifications, listenToDatabase } from '../../../db/notifications.ts';
import { dropStatic } from '../../../db/static-cache.ts';
import { dropAllDays, dropDay } from '../shared/day-cache.ts';

// Every process keeps its hours true whoever wrote (decision 0123): a claim change of a salon day,
// heard from the database, drops that day's cached hours here and tells the step-0 pages watching it
// (hours-events-routes.ts). A change of prices, rules or salons drops the static entries.

type Watcher = () => void;

export interface LiveDays {
  notifications: DbNotifications;
  /** Calls `fn` when the salon day's slots change; returns the unsubscribe. */
  watch(salonId: number, dateIso: string, fn: Watcher): () => void;
  watchers(): number;
}

const perApp = new WeakMap<AppDeps, LiveDays>();

export function liveDaysOf(deps: AppDeps): LiveDays {
  const live = perApp.get(deps);
  if (!live) throw new Error('live days not started');
  return live;
}

/** This process's database notifications: one LISTEN connection that every area's live page shares. */
export function databaseNotificationsOf(deps: AppDeps): DbNotifications {
  return liveDaysOf(deps).notifications;
}

export function startLiveDays(app: AppInstance): LiveDays {
  const deps = app.deps;
  const notifications = listenToDatabase(deps.db, (err) =>
    app.log.warn({ err }, 'database notifications: connection lost, reconnecting'),
  );
  const byDay = new Map<string, Set<Watcher>>();
  let count = 0;
  const tell = (key: string) => {
    for (const fn of byDay.get(key) ?? []) fn();
  };
  notifications.on('slots_changed', (payload) => {
    const [salon, dateIso] = payload.split('|');
    const salonId = Number(salon);
    if (!Number.isInteger(salonId) || !dateIso) return;
    dropDay(deps, salonId, dateIso);
    tell(`${salonId}|${dateIso}`);
  });
  notifications.on('static_changed', () => dropStatic(deps));
  notifications.on('content_changed', () => dropStatic(deps));
  notifications.onResync(() => {
    dropStatic(deps);
    dropAllDays(deps);
    for (const key of byDay.keys()) tell(key);
  });
  notifications.ready.catch((err) => app.log.warn({ err }, 'database notifications: not listening'));
  const live: LiveDays = {
    notifications,
    watch(salonId, dateIso, fn) {
      const key = `${salonId}|${dateIso}`;
      let set = byDay.get(key);
      if (!set) {
        set = new Set();
        byDay.set(key, set);
      }
      set.add(fn);
      count += 1;
      return () => {
        if (!set.delete(fn)) return;
        count -= 1;
        if (set.size === 0) byDay.delete(key);
      };
    },
    watchers: () => count,
  };
  perApp.set(deps, live);
  app.addHook('onClose', () => notifications.close());
  return live;
}
