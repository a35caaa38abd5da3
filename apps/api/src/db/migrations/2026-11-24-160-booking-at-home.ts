import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Issue 19, booking at home (decision 0124): how far each salon travels, and where a booking is served.
// The stylist's travel before and after the visit is ordinary slot claims (staff_slot_claim's primary
// key), so no new guard is needed: travel and visits of one stylist can never overlap.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- Straight-line km a salon serves homes within (001 §9 distance rule); 0: no service at home.
    alter table salon add column at_home_radius_km real not null default 5 check (at_home_radius_km >= 0);

    -- The address a booking at home is served at; columns of booking so one insert writes them.
    alter table booking add column is_book_at_home boolean not null default false;
    alter table booking add column home_address text check (length(home_address) between 5 and 300);
    alter table booking add column home_latitude double precision check (home_latitude between -90 and 90);
    alter table booking add column home_longitude double precision check (home_longitude between -180 and 180);
    alter table booking add column home_place_id text check (length(home_place_id) <= 200);
    alter table booking add column home_attr_id integer;
    alter table booking add column home_distance_km real;
    -- One way, minutes; the claims hold whole slots of it before and after the visit.
    alter table booking add column travel_minutes smallint check (travel_minutes > 0);
    alter table booking add constraint booking_at_home_address check (
      is_book_at_home = (home_address is not null)
      and (not is_book_at_home or (home_latitude is not null and home_longitude is not null
        and home_distance_km is not null and travel_minutes is not null))
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table booking drop constraint booking_at_home_address;
    alter table booking drop column travel_minutes;
    alter table booking drop column home_distance_km;
    alter table booking drop column home_attr_id;
    alter table booking drop column home_place_id;
    alter table booking drop column home_longitude;
    alter table booking drop column home_latitude;
    alter table booking drop column home_address;
    alter table booking drop column is_book_at_home;
    alter table salon drop column at_home_radius_km;
    `,
  );
}
