import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase, type DbHandle } from '../db/connect.ts';
import { prepareDatabase } from '../db/prepare.ts';
import type { AppInstance } from '../http/app-instance.ts';

/**
 * A fresh app on a fresh seeded database: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server (dropped on close).
 */
export interface TestApp {
  app: AppInstance;
  handle: DbHandle;
  clock: { now: Date };
  close(): Promise<void>;
}

export async function createTestApp(
  opts: { now?: Date; env?: Record<string, string>; serveWeb?: boolean; seed?: boolean } = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...opts.env });
  const handle = await connectDatabase({ databaseUrl, dataDir: 'memory://' });
  const clock = { now: opts.now ?? new Date() };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(clock.now);
  await prepareDatabase(handle.db, { seedDemo: opts.seed ?? true, today });
  const app = await buildApp({
    deps: { db: handle.db, dbKind: handle.kind, config, now: () => clock.now },
    serveWeb: opts.serveWeb ?? false,
  });
  await app.ready();
  return {
    app,
    handle,
    clock,
    async close() {
      await app.close();
      await handle.close();
      await dropDatabase();
    },
  };
}
