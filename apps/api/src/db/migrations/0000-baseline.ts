import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

// The whole schema of the first builds in one readable file (0000-baseline.sql, decision 0139). Read at
// run time: scripts/build-api.mjs copies it beside the built server, where this URL then points.
const baselineSql = () => readFileSync(new URL('./0000-baseline.sql', import.meta.url), 'utf8');

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, baselineSql());
}

// No down: undoing the baseline would drop every table and every customer's data with it. A database
// is taken back to before the baseline by restoring a backup, never by a migration.
