import { sql } from 'kysely';
import type { Db } from './connect.ts';

// The content counter (migration 121, decision 0116): moved by a trigger on every write to a table that
// rendered pages or configuration documents show. Caches keyed by it are never stale, whoever wrote.

export interface ContentVersion {
  /** The counter as of a read that started after this call: a write finished before it is seen. */
  current(): Promise<number>;
}

/**
 * Reads are shared: a call waits for the next read to start (never one already in flight, which may
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
    reader = createContentVersion(db);
    perDatabase.set(db, reader);
  }
  return reader;
}
