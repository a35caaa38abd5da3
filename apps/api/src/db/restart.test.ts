import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Starts the real server (main.ts) as a newcomer would, and waits for /api/health. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer /api/health');
}

const exited = (child: ChildProcess) => new Promise((r) => child.once('exit', r));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)('the embedded database survives kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finds all its data after the server is killed with SIGKILL and started again', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    const before = (await (await fetch(`${first.url}/api/health`)).json()) as { database: unknown };
    expect(before.database).toEqual({ kind: 'pglite', up: true });
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    second.child.kill('SIGTERM');
    await exited(second.child);

    // The data written by the first run (migrations and the whole demo seed) is all there, once.
    const handle = await connectDatabase({ dataDir });
    const count = async (table: 'province' | 'salon' | 'staff') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('province')).toBe(63);
    expect(await count('salon')).toBeGreaterThanOrEqual(40);
    expect(await count('staff')).toBeGreaterThanOrEqual(150);
    await handle.close();
  }, 120_000);
});

describe.skipIf(!onPostgres)('DATABASE_URL runs the same server on PostgreSQL', () => {
  it('starts, migrates, seeds and reports PostgreSQL in /api/health', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `restart_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const server = await startServer({ DATABASE_URL: url.toString() });
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: unknown };
      expect(health.database).toEqual({ kind: 'postgres', up: true });
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from salon');
      await client.end();
      expect(rows[0].n).toBeGreaterThanOrEqual(40);
    } finally {
      server.child.kill('SIGKILL');
      await exited(server.child);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
