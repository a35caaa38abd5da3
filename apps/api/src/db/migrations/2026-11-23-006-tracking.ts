import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Tracking: events (written in batches by the API), customer locations and the booking error log.
// Bounds the API checks are repeated as constraints so no other writer can store more.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table tracking_event (
      id bigserial primary key,
      received_at timestamptz not null default now(),
      page_id text check (char_length(page_id) <= 100),
      screen_id text check (char_length(screen_id) <= 100),
      event_id text not null check (char_length(event_id) between 1 and 100),
      token_key text check (char_length(token_key) <= 100),
      source text check (char_length(source) <= 100),
      utm_source text check (char_length(utm_source) <= 100),
      data jsonb not null default '{}' check (jsonb_typeof(data) = 'object')
    );
    -- The funnel report counts distinct visitors per screen and day. One index only: every index is paid
    -- on each of the many inserts.
    create index tracking_event_screen_idx on tracking_event(screen_id, received_at);

    create table tracking_customer_location (
      id bigserial primary key,
      received_at timestamptz not null default now(),
      customer_phone text not null check (customer_phone ~ '^\\+84[0-9]{9}$'),
      longitude double precision not null check (longitude between -180 and 180),
      latitude double precision not null check (latitude between -90 and 90)
    );
    create index tracking_customer_location_phone_idx on tracking_customer_location(customer_phone, received_at);

    -- One row per distinct message: a repeat increments the counter on the unique hash (never check-then-insert).
    create table tracking_error_log (
      id serial primary key,
      message text not null check (char_length(message) between 1 and 1000),
      message_hash text generated always as (md5(message)) stored,
      data jsonb not null default '{}' check (jsonb_typeof(data) = 'object'),
      occurrences integer not null default 1 check (occurrences >= 1),
      first_seen_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      unique (message_hash)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    'drop table tracking_error_log; drop table tracking_customer_location; drop table tracking_event;',
  );
}
