import { sql } from 'kysely';
import { type Db, pgliteOf } from './connect.ts';

// The content counter (migration 121, decision 0120): moved by a trigger on every write to a table that
// rendered pages or configuration documents show. Caches keyed by it are never stale, whoever wrote.

export interface ContentVersion {
  /** The counter as of a read that started after this call: a write finished before it is seen. */
  current(): Promise<number>;
}

/**
 * PGlite runs in this thread, where a query, however small, holds the event loop: it tells us instead.
 * Its notifications are delivered while the writing query's answer is read, before its caller goes on,
 * so a write that has finished has always been counted.
 */
function listenedContentVersion(pglite: NonNullable<ReturnType<typeof pgliteOf>>): ContentVersion {
  let changes = 0;
  let listening: Promise<unknown> | null = null;
  return {
    current() {
      listening ??= pglite.listen('content_changed', () => {
        changes += 1;
      });
      return listening.then(() => changes);
    },
  };
}

/**
 * PostgreSQL (maybe written by other servers): reads are shared: a call waits for the next read to start (never one already in flight, which may
 * predate a write its caller has seen finish), so under load there is one small query at a time.
 */
function createContentVersion(db: Db): ContentVersion {
  let next: Promise<number> | null = null;
  let inFlight: Promise<number> | null = null;
  const read = async () => {
    const { rows } = await sql<{ version: number }>`select version from content_version where id = 1`.execute(
      db,
    );
    return Number(rows[0]?.version ?? 0);
  };
  const start = (): Promise<number> => {
    const run = read().finally(() => {
      inFlight = null;
    });
    inFlight = run;
    return run;
  };
  return {
    current() {
      if (!inFlight) return start();
      // One read is running: join the one queued to start after it.
      if (!next) {
        const startNext = () => {
          next = null;
          return start();
        };
        next = inFlight.then(startNext, startNext);
      }
      return next;
    },
  };
}

const perDatabase = new WeakMap<Db, ContentVersion>();

/** The one shared reader of this database's counter. */
export function contentVersionOf(db: Db): ContentVersion {
  let reader = perDatabase.get(db);
  if (!reader) {
    const pglite = pgliteOf(db);
    reader = pglite ? listenedContentVersion(pglite) : createContentVersion(db);
    perDatabase.set(db, reader);
  }
  return reader;
}
