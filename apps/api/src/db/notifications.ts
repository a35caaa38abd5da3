import pg from 'pg';
import { type Db, databaseUrlOf, pgliteOf } from './connect.ts';

// The database's notifications heard by this process (decision 0123): PostgreSQL on one dedicated
// connection (LISTEN), PGlite through its own listen(). Several server processes on one PostgreSQL
// hear each other's writes this way: claims changed (slots_changed, 'salonId|YYYY-MM-DD'), prices or
// rules changed (static_changed), page content changed (content_changed), a salon day's live queue
// moved (queue_changed, 'salonId|YYYY-MM-DD').

export const CHANNELS = ['slots_changed', 'static_changed', 'content_changed', 'queue_changed'] as const;
export type Channel = (typeof CHANNELS)[number];
type Handler = (payload: string) => void;

export interface DbNotifications {
  /** Resolves once this process listens: a write finished after it is heard. */
  ready: Promise<void>;
  on(channel: Channel, fn: Handler): void;
  /** The connection came back after a break: notifications may have been missed. */
  onResync(fn: () => void): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export function listenToDatabase(db: Db, onError: (err: unknown) => void): DbNotifications {
  const handlers = new Map<string, Handler[]>();
  const resyncs: (() => void)[] = [];
  const dispatch = (channel: string, payload: string) => {
    for (const fn of handlers.get(channel) ?? []) fn(payload);
  };
  const base = {
    on(channel: Channel, fn: Handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), fn]);
    },
    onResync(fn: () => void) {
      resyncs.push(fn);
    },
  };

  const pglite = pgliteOf(db);
  if (pglite) {
    const stops = Promise.all(CHANNELS.map((ch) => pglite.listen(ch, (payload) => dispatch(ch, payload))));
    return {
      ...base,
      ready: stops.then(() => undefined),
      async close() {
        // A closed PGlite has nothing left to unlisten.
        if (!pglite.closed) await Promise.all((await stops).map((stop) => stop().catch(() => undefined)));
      },
    };
  }

  const url = databaseUrlOf(db);
  if (!url) return { ...base, ready: Promise.resolve(), close: async () => undefined };
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => dispatch(m.channel, m.payload ?? ''));
    c.on('error', (err) => {
      onError(err);
      retry(c);
    });
    c.on('end', () => retry(c));
    client = c;
    await c.connect();
    await c.query(CHANNELS.map((ch) => `listen ${ch}`).join('; '));
    if (again) for (const fn of resyncs) fn();
  };
  const retry = (c: pg.Client) => {
    if (closed || client !== c || timer) return;
    client = null;
    c.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = null;
      connect(true).catch((err) => {
        onError(err);
        if (client) retry(client);
      });
    }, RECONNECT_MS);
    timer.unref();
  };
  const ready = connect(false);
  return {
    ...base,
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
