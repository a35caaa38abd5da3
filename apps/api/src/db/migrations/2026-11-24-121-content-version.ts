import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Decision 0120: one counter that moves whenever what the server-rendered pages and the static
// configuration documents show may have changed, whoever writes it (the seed, an admin tool, psql).
// The server keeps rendered pages and compressed documents per counter value: PostgreSQL servers read it
// (one small query shared by the requests waiting), PGlite hears the notification in the writing query.
const CONTENT_TABLES = [
  'home_document',
  'blog_post',
  'product_group',
  'product',
  'style_master_photo',
  'province',
  'district',
  'salon',
  'salon_closure',
  'salon_closure_backup',
  'booking_privacy_rule',
  'service_category',
  'service_group',
  'service',
  'salon_service',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // runScript splits on ';' + newline: the function body stays on one line.
  await runScript(
    db,
    `
    create table content_version (
      id integer primary key check (id = 1),
      version bigint not null
    );
    insert into content_version (id, version) values (1, 1);
    create function bump_content_version() returns trigger language plpgsql as $$ begin update content_version set version = version + 1 where id = 1; perform pg_notify('content_changed', ''); return null; end $$;
    ${CONTENT_TABLES.map(
      (t) =>
        `create trigger ${t}_content_version after insert or update or delete or truncate on ${t} for each statement execute function bump_content_version();`,
    ).join('\n')}
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    ${CONTENT_TABLES.map((t) => `drop trigger ${t}_content_version on ${t};`).join('\n')}
    drop function bump_content_version();
    drop table content_version;
    `,
  );
}
