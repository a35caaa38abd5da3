import { type Kysely, sql } from 'kysely';

// Decision 0148: 000 §7 'favourite and new product GETs by collection'. A product's place in its
// collection's favourites (1 first; null: not a favourite) and the day it went on sale (the new ones
// are those of the last NEW_PRODUCT_DAYS days).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product
    add column favourite_rank smallint check (favourite_rank > 0),
    add column released_on date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product drop column favourite_rank, drop column released_on`.execute(db);
}
