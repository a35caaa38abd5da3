import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DbHandle } from '../db/connect.ts';
import type { AppInstance } from '../http/app-instance.ts';
import { openTestDatabase } from './db-template.ts';

/**
 * A fresh app on a fresh seeded database: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server (dropped on close). Each is a copy of a template
 * migrated and seeded once per run (db-template.ts).
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
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...opts.env });
  const clock = { now: opts.now ?? new Date() };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(clock.now);
  const { handle, drop } = await openTestDatabase({ seed: opts.seed ?? true, today });
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
      await drop();
    },
  };
}
