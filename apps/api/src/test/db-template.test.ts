import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type Db, type DbHandle } from '../db/connect.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { TEMPLATE_DB_PREFIX } from './global-setup.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const NOW = new Date('2026-11-23T03:00:00Z');
const TABLES = [
  'province',
  'salon',
  'salon_slot',
  'service',
  'staff',
  'staff_shift',
  'customer',
  'campaign',
  'voucher',
];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    out[table] = rows[0]?.n ?? -1;
  }
  return out;
}

/** The id the next customer gets: a copy must hand out the ids a freshly seeded database does. */
async function nextCustomerId(db: Db, phone: string): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`insert into customer (phone) values (${phone}) returning id`.execute(db);
  return rows[0]?.id ?? -1;
}

describe('test databases are copies of one template per run', () => {
  let fresh: DbHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    fresh = await connectDatabase({ dataDir: 'memory://' });
    await prepareDatabase(fresh.db, { seedDemo: true, today: '2026-11-23' });
    a = await createTestApp({ now: NOW });
    b = await createTestApp({ now: NOW });
  });
  afterAll(async () => {
    await Promise.all([fresh?.close(), a?.close(), b?.close()]);
  });

  it('keeps the template for the run (a tarball for PGlite, a database for PostgreSQL)', async () => {
    const run = inject('dbTemplates');
    expect(run).toBeDefined();
    if (!run) return;
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      expect(existsSync(join(run.dir, '20261123_seed.tar'))).toBe(true);
      return;
    }
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    const found = await c.query('select 1 from pg_database where datname = $1', [
      `${TEMPLATE_DB_PREFIX}${run.runId}_20261123_seed`,
    ]);
    await c.end();
    expect(found.rowCount).toBe(1);
  });

  it('gives each copy the rows and next ids of a freshly seeded database', async () => {
    const expected = await counts(fresh.db);
    expect(expected.staff_shift).toBeGreaterThan(0);
    expect(await counts(a.handle.db)).toEqual(expected);
    expect(await counts(b.handle.db)).toEqual(expected);
    const id = await nextCustomerId(fresh.db, '+84911000001');
    expect(await nextCustomerId(a.handle.db, '+84911000001')).toBe(id);
    // A row written in one copy is not in the other, which still hands out the same id.
    expect(await nextCustomerId(b.handle.db, '+84911000001')).toBe(id);
  });

  it('gives an unseeded app only the migrated schema', async () => {
    const bare = await createTestApp({ now: NOW, seed: false });
    try {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from province`.execute(
        bare.handle.db,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
