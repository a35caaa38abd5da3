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

/**
 * The clock of a test app given no `now`: 9h00 in Ho Chi Minh City on Monday 23/11/2026, never the
 * machine's, so no test depends on the hour it runs at (decision 0133). The clock is fixed: a test
 * moves it by setting `clock.now`.
 */
export const DEFAULT_TEST_NOW = new Date('2026-11-23T02:00:00Z');

export async function createTestApp(
  opts: { now?: Date; env?: Record<string, string>; serveWeb?: boolean; seed?: boolean } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...opts.env });
  const clock = { now: opts.now ?? new Date(DEFAULT_TEST_NOW) };
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
