import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const TEMPLATE_DB_PREFIX = 'salon_tpl_';
const DIR_PREFIX = 'salon-db-templates-';
// Runs take minutes; a folder this old is left by a run that was killed before its teardown.
const STALE_MS = 6 * 3600_000;

/**
 * vitest globalSetup (api and e2e projects): a folder and a name for this run's template databases
 * (db-template.ts builds them on first use); teardown deletes both.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await removeStaleFolders();
  const dir = await mkdtemp(join(tmpdir(), DIR_PREFIX));
  const runId = randomBytes(4).toString('hex');
  project.provide('dbTemplates', { dir, runId });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await dropTemplates(serverUrl, `${TEMPLATE_DB_PREFIX}${runId}_`);
  };
}

async function removeStaleFolders(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const path = join(tmpdir(), name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_MS) await rm(path, { recursive: true, force: true });
  }
}

async function dropTemplates(serverUrl: string, prefix: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await c.end();
  }
}
