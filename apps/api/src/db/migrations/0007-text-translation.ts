import { type Kysely, sql } from 'kysely';

// Decision 0147: English beside the Vietnamese the chain writes. One row per Vietnamese text of the
// catalogue (service, group and category names, subtitles, tags, products, articles, promotions),
// looked up by that text when a page asks for English (`lang=en`); a text without a row stays
// Vietnamese. Keyed by the text rather than by table and column: one text used in several places
// (a service's name, its combo's part, a promotion's condition) is translated once. Pages and
// documents cached by the content counter see a new translation at once (the trigger).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table text_translation (
    source text primary key check (char_length(source) between 1 and 4000),
    en text not null check (char_length(en) between 1 and 4000)
  )`.execute(db);
  await sql`create trigger text_translation_content_version
    after insert or delete or update or truncate on text_translation
    for each statement execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table text_translation`.execute(db);
}
