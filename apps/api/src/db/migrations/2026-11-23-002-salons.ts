import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Salon choice: a customer's saved addresses, and per-member-type booking-privacy rules.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- "Salon gần ..." chips: named places of a phone (home, office) with their coordinates.
    create table customer_saved_address (
      customer_phone text not null check (customer_phone ~ '^\\+84[1-9][0-9]{8}$'),
      attr_id integer not null check (attr_id > 0),
      attr_name text not null check (length(attr_name) between 1 and 100),
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      primary key (customer_phone, attr_id)
    );

    -- Booking-privacy role by member type (0 = no tier). A missing row means the spec's defaults.
    create table booking_privacy_rule (
      member_type smallint primary key check (member_type in (0, 2, 3, 4)),
      allow_book_stylist boolean not null default true,
      allow_multiple boolean not null default false,
      days_book_future smallint not null default 1,
      max_days_book_future smallint not null default 2,
      special_hours jsonb not null default '{"today": [], "normal": [], "weekend": []}',
      check (days_book_future between 1 and max_days_book_future),
      check (max_days_book_future between 1 and 3)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table booking_privacy_rule; drop table customer_saved_address;');
}
