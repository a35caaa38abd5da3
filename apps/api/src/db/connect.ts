import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { TurnTakingPGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

const DATE_OID = 1082;
const INT8_OID = 20;
// Dates stay 'YYYY-MM-DD' text so no time zone can shift them; counts come back as numbers.
const keepText = (v: string) => v;
const toNumber = (v: string) => Number(v);

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the process's WebAssembly memory: the default
 * 128 MB is most of an idle server's resident memory. The operating system caches the data files
 * anyway; 8 MB holds the demo's whole working set (decision 0120). PGLITE_SHARED_BUFFERS overrides it.
 */
const PGLITE_SETTINGS = ['-c', `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '8MB'}`];

/**
 * PostgreSQL connections a process keeps (DB_POOL_SIZE overrides). More than the database has cores to
 * run them only queue inside it: on 2 cores the booking bench made 590 bookings/s (p99 188 ms) with 6,
 * 530/s (p99 about 235 ms) with 10, 480–510/s (p99 265 ms) with 20 and 460/s (p99 400 ms) with 40; once a
 * create was one statement, half of them promoted, 6 gave p99 202–235 ms in 5 runs of 5 against 201–272
 * with 10 (decision 0145). About 3 a core of the database.
 */
const POOL_SIZE = 6;

export type Db = Kysely<Database>;
const pgliteOfDb = new WeakMap<Db, PGlite>();
/** The embedded database behind `db`, if it is PGlite (content-version.ts listens to it). */
export const pgliteOf = (db: Db): PGlite | undefined => pgliteOfDb.get(db);
const urlOfDb = new WeakMap<Db, string>();
/** The PostgreSQL URL behind `db`, if any (notifications.ts opens its own listening connection). */
export const databaseUrlOf = (db: Db): string | undefined => urlOfDb.get(db);
export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball (tests copy a seeded template this way). */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite persisted in dataDir ('memory://' keeps it in memory);
 * loadDataDir starts PGlite from a tarball made by dumpDataDir instead of an empty cluster.
 */
export async function connectDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DB_POOL_SIZE ?? POOL_SIZE),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE_OID) return keepText;
          if (oid === INT8_OID) return toNumber;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client dropped by the server (restart, terminated backend) must not crash the process.
    pool.on('error', (err) => console.warn('postgres pool: idle client error', err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    urlOfDb.set(db, opts.databaseUrl);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create(opts.dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    // Each query otherwise waits for a "sync to storage" that is a no-op for a directory or memory (NodeFS
    // writes through at once): ~2.5 ms of a 3 ms small query here (decision 0120).
    relaxedDurability: true,
    parsers: { [DATE_OID]: keepText, [INT8_OID]: toNumber },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new TurnTakingPGliteDialect({ pglite }) });
  pgliteOfDb.set(db, pglite);
  // Kysely's destroy closes the PGlite instance too.
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    async dumpDataDir() {
      // Without a checkpoint the copy starts by crash recovery, which moves every sequence on by 32.
      await pglite.exec('checkpoint');
      return pglite.dumpDataDir('none');
    },
  };
}
