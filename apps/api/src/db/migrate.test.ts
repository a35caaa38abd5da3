import { readdirSync, readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPglite } from '../test/db-template.ts';
import type { DbHandle } from './connect.ts';
import { FIRST_BUILDS, MIGRATION_NAMES, migrateToLatest } from './migrate.ts';
import * as baseline from './migrations/0000-baseline.ts';

// A database made by a first build carries its 28 migration names instead of the baseline's one.
describe('migrations', () => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  const namesOf = async (h: DbHandle) =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(h.db)).rows.map(
      (r) => r.name,
    );
  const recordAs = async (h: DbHandle, names: string[]) => {
    await sql`delete from kysely_migration`.execute(h.db);
    for (const name of names) await sql`insert into kysely_migration values (${name}, 'then')`.execute(h.db);
  };

  it('creates the schema on an empty database and is idempotent', async () => {
    handle = await emptyPglite();
    await migrateToLatest(handle.db);
    await migrateToLatest(handle.db);
    expect(await namesOf(handle)).toEqual(MIGRATION_NAMES);
    const version = await sql<{ version: number }>`select version from content_version`.execute(handle.db);
    expect(version.rows).toEqual([{ version: 1 }]);
  });

  it("adopts a first build's database as at the baseline, keeping its data", async () => {
    // A first build's database: the baseline's schema under the 28 names it was made by.
    handle = await emptyPglite();
    await baseline.up(handle.db as unknown as Kysely<unknown>);
    await sql`create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
      handle.db,
    );
    await sql`insert into customer (phone) values ('+84912345678')`.execute(handle.db);
    await recordAs(handle, FIRST_BUILDS);
    await migrateToLatest(handle.db);
    expect(await namesOf(handle)).toEqual(MIGRATION_NAMES);
    const kept = await sql<{ phone: string }>`select phone from customer`.execute(handle.db);
    expect(kept.rows).toEqual([{ phone: '+84912345678' }]);
  });

  it('refuses, in one line and changing nothing, a database an older build left half-migrated', async () => {
    handle = await emptyPglite();
    await migrateToLatest(handle.db);
    const partial = FIRST_BUILDS.slice(0, 2);
    await recordAs(handle, partial);
    const refusal = await migrateToLatest(handle.db).catch((e: Error) => e.message);
    expect(refusal).toBe(
      'this database was made by an older build that stopped after 2 of its 28 migrations: restore a backup or start from an empty database',
    );
    expect(await namesOf(handle)).toEqual(partial);
  });

  // Each migration says what it does in its own file (decision 0139): none reads another's text.
  it('has migrations that import no other migration, each with a down or a reason for none', () => {
    const folder = new URL('./migrations/', import.meta.url);
    for (const name of MIGRATION_NAMES) {
      const ts = readdirSync(folder).find((f) => f === `${name}.ts`);
      expect(ts, name).toBeDefined();
      const text = readFileSync(new URL(ts ?? '', folder), 'utf8');
      expect(text, name).not.toMatch(/from '\.\/\d{4}-/);
      if (name !== '0000-baseline') expect(text, name).toMatch(/export async function down|No down|no down/);
    }
  });
});
