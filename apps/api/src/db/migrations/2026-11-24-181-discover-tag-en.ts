import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// The discover post's tag in English (decision 0126); empty shows the Vietnamese tag.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `alter table discover_post add column tag_en text not null default ''`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'alter table discover_post drop column tag_en');
}
