import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../../apps/api/src/db/connect.ts';

/**
 * A fresh database for one measured run: a database of its own on the PostgreSQL of `adminUrl`
 * (created, then dropped), or a PGlite data directory of its own (removed). `open` reaches it from the
 * bench (on PGlite only while no server holds the directory).
 */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** The server's DATABASE_URL (PostgreSQL) or undefined. */
  databaseUrl?: string;
  /** The server's DATA_DIR (PGlite) or undefined. */
  dataDir?: string;
  open(): Promise<{ db: Kysely<unknown>; close(): Promise<void> }>;
  remove(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(adminUrl: string | undefined, name: string): Promise<BenchDatabase> {
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
    return {
      kind: 'pglite',
      dataDir,
      async open() {
        const handle = await connectDatabase({ dataDir });
        return { db: handle.db as unknown as Kysely<unknown>, close: () => handle.close() };
      },
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = `${name.replace(/\W/g, '_')}_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
  await adminQuery(adminUrl, `create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    databaseUrl,
    async open() {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      // A client dropped with the database (drop … with force) must not end the bench.
      pool.on('error', (err) => console.warn('bench database: idle client error', err.message));
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
      return { db, close: () => db.destroy() };
    },
    async remove() {
      await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

/** Runs one statement on the bench database (opened for it and closed again). */
export async function onDatabase<T>(
  database: BenchDatabase,
  run: (db: Kysely<unknown>) => Promise<T>,
): Promise<T> {
  const { db, close } = await database.open();
  try {
    return await run(db);
  } finally {
    await close();
  }
}

export { sql };
