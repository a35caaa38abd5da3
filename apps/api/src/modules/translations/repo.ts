import type { Db } from '../../db/connect.ts';

// SQL of the translations area: English beside the chain's Vietnamese texts (text_translation).

/** The English of each of `sources` that has one, by its Vietnamese text. */
export async function englishOf(db: Db, sources: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(sources.filter((s) => s !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('text_translation')
    .select(['source', 'en'])
    .where('source', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.source, r.en]));
}
