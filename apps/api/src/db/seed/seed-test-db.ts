import type { Kysely } from 'kysely';
import { emptyPglite } from '../../test/db-template.ts';
import type { DbHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { seedDatabase } from './index.ts';

// Shared by the seed tests: a migrated in-memory database seeded for a fixed day.
export const TODAY = '2026-11-23';
export const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25'];

export async function freshSeededDb(today = TODAY): Promise<DbHandle> {
  const handle = await emptyPglite();
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, today);
  return handle;
}

type Counted = 'province' | 'salon' | 'service' | 'staff' | 'staff_shift';

export async function countRows(db: Kysely<Database>, table: Counted): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
