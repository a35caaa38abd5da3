import { type Kysely, sql } from 'kysely';

// Decision 0148: stylist choice and special hours are a salon's own rules (001 §6 leaves them open).
// allow_book_stylist: false lets the system pick the stylist only (a tier can still say false for its
// members in booking_privacy_rule). special_hours {today, normal, weekend} moves from the member tiers,
// where nothing read it, to the salon whose hours it changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table salon
    add column allow_book_stylist boolean not null default true,
    add column special_hours jsonb not null default '{"today": [], "normal": [], "weekend": []}'::jsonb`.execute(
    db,
  );
  await sql`alter table booking_privacy_rule drop column special_hours`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table booking_privacy_rule
    add column special_hours jsonb not null default '{"today": [], "normal": [], "weekend": []}'::jsonb`.execute(
    db,
  );
  await sql`alter table salon drop column allow_book_stylist, drop column special_hours`.execute(db);
}
