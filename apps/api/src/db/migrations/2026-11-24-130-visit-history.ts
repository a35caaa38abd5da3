import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Issue 19: visits that happened (the customer-history calls), their ratings, and the profile fields
// the app-customer calls edit. A visit is written when the salon serves a customer, not when a booking
// is made: only a visit may be rated, once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table customer add column email text;
    alter table customer add column birth_date date;
    alter table customer add column avatar text;

    create table visit (
      id serial primary key,
      customer_id integer not null references customer(id),
      booking_id integer unique references booking(id),
      salon_id integer not null references salon(id),
      stylist_id integer not null references staff(id),
      visited_at timestamptz not null,
      services jsonb not null default '[]',
      money_paid integer not null check (money_paid >= 0),
      promotions jsonb not null default '[]',
      images jsonb not null default '[]',
      -- The customer's stars for the result photos (PUT customer-history/rating-image), and a report
      -- that the photos are not theirs (report-wrong-image).
      image_stars smallint check (image_stars between 1 and 5),
      image_reported_at timestamptz
    );
    create index visit_customer_idx on visit(customer_id, visited_at desc, id desc);

    -- One rating a visit: the primary key is what makes a second (or a concurrent) rating count once.
    create table visit_rating (
      visit_id integer primary key references visit(id),
      customer_id integer not null references customer(id),
      stylist_id integer not null references staff(id),
      stars smallint not null check (stars between 1 and 5),
      comment text not null default '',
      tags jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table visit_rating;
    drop table visit;
    alter table customer drop column avatar;
    alter table customer drop column birth_date;
    alter table customer drop column email;
    `,
  );
}
