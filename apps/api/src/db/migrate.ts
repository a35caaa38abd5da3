import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as bookingCore from './migrations/2026-11-23-001-booking-core.ts';

// Migrations are listed here (not read from disk) so they work the same from source and from a bundle.
// Add new ones at the end; names sort by date.
const migrations: Record<string, Migration> = {
  '2026-11-23-001-booking-core': bookingCore,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Runs a script of statements one by one (PGlite's extended protocol takes one statement at a time). */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    const text = statement.replace(/--[^\n]*/g, '').trim();
    if (text) await sql.raw(text).execute(db);
  }
}
