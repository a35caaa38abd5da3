import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DbHandle } from '../db/connect.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { TEMPLATE_DB_PREFIX } from './global-setup.ts';

/**
 * A migrated (and, unless `seed` is false, seeded) database for one test app. Starting PGlite and
 * running initdb, migrations and the seed costs seconds per test file, so a run does it once per
 * (seed, today) and hands every test app a copy: PGlite loads a tarball of the template's data
 * directory, PostgreSQL runs CREATE DATABASE ... TEMPLATE. The templates live only as long as the
 * run (global-setup.ts makes the folder and drops them), so a changed migration or seed can never
 * meet a stale template. Without global-setup.ts every test app migrates and seeds its own.
 */
export interface TestDatabase {
  handle: DbHandle;
  /** Drops the PostgreSQL database (after handle.close()); nothing to do for PGlite. */
  drop(): Promise<void>;
}

export interface TemplateRun {
  /** Folder for this run's PGlite tarballs. */
  dir: string;
  /** Names this run's PostgreSQL templates, so teardown drops exactly them. */
  runId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates?: TemplateRun;
  }
}

function templateRun(): TemplateRun | undefined {
  // TEST_DB_TEMPLATES=off: every database migrated and seeded on its own, as before (to compare or to rule templates out).
  if (process.env.TEST_DB_TEMPLATES === 'off') return undefined;
  try {
    return inject('dbTemplates');
  } catch {
    return undefined; // not inside a vitest worker
  }
}

export async function openTestDatabase(opts: { seed: boolean; today: string }): Promise<TestDatabase> {
  const prepare = (handle: DbHandle) =>
    prepareDatabase(handle.db, { seedDemo: opts.seed, today: opts.today });
  // The content depends only on the seed flag and, when seeded, on today.
  const key = opts.seed ? `${opts.today.replaceAll('-', '')}_seed` : 'bare';
  const run = templateRun();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    return postgresDatabase(serverUrl, run && `${TEMPLATE_DB_PREFIX}${run.runId}_${key}`, prepare);
  if (!run) {
    const handle = await connectDatabase({ dataDir: 'memory://' });
    await prepare(handle);
    return { handle, drop: async () => {} };
  }
  return { handle: await pgliteFromTemplate(join(run.dir, `${key}.tar`), prepare), drop: async () => {} };
}

/**
 * An empty in-memory PGlite cluster, for tests of the dialect, the migrations or the seed themselves:
 * a copy of one initdb per run (initdb is most of the cost of a new PGlite).
 */
export async function emptyPglite(): Promise<DbHandle> {
  const run = templateRun();
  if (!run) return connectDatabase({ dataDir: 'memory://' });
  return pgliteFromTemplate(join(run.dir, 'empty.tar'), async () => {});
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadCopy = async (file: string) =>
  connectDatabase({ dataDir: 'memory://', loadDataDir: await openAsBlob(file) });

/** The first worker to take the lock builds the tarball and keeps the original; the others wait and load it. */
async function pgliteFromTemplate(file: string, prepare: (h: DbHandle) => Promise<void>): Promise<DbHandle> {
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return loadCopy(file);
    const locked = await mkdir(lock).then(
      () => true,
      () => false,
    );
    if (!locked) {
      await sleep(100);
      continue;
    }
    try {
      const handle = await connectDatabase({ dataDir: 'memory://' });
      await prepare(handle);
      const tar = await handle.dumpDataDir?.();
      if (!tar) throw new Error('PGlite handle without dumpDataDir');
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, new Uint8Array(await tar.arrayBuffer()));
      await rename(partial, file);
      return handle;
    } finally {
      // On failure the next waiter takes the lock and tries itself.
      await rm(lock, { recursive: true, force: true });
    }
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Retries while a just-closed connection still holds the database (55006 object_in_use). */
async function whileInUse(c: pg.Client, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await c.query(statement);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await sleep(100);
    }
  }
}

async function postgresDatabase(
  serverUrl: string,
  template: string | undefined,
  prepare: (h: DbHandle) => Promise<void>,
): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, async (c) => {
    if (template) await ensurePostgresTemplate(c, serverUrl, template, prepare);
    await whileInUse(c, `create database ${name}${template ? ` template ${template}` : ''}`);
  });
  const handle = await connectDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://' });
  // A template copy is already prepared; a database of its own is migrated and seeded here.
  if (!template) await prepare(handle);
  return {
    handle,
    drop: () =>
      admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`).then(() => {})),
  };
}

/** Builds the template once per run: an advisory lock keeps two workers from building it together. */
async function ensurePostgresTemplate(
  c: pg.Client,
  serverUrl: string,
  template: string,
  prepare: (h: DbHandle) => Promise<void>,
): Promise<void> {
  await c.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const found = await c.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return;
    // Built under another name and renamed, so a half-built template is never copied.
    const building = `${template}_build`;
    await c.query(`drop database if exists ${building} with (force)`);
    await c.query(`create database ${building}`);
    const handle = await connectDatabase({
      databaseUrl: databaseUrl(serverUrl, building),
      dataDir: 'memory://',
    });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
    await whileInUse(c, `alter database ${building} rename to ${template}`);
  } finally {
    await c.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}
