import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Saved places (issue 19, /save-location): the saved addresses of a phone become full places on the
// 2025 map: the commune chosen through the address search (place id, new unit codes, the address in
// new names and the old one it was found under), house number and street, and the coordinates the
// nearby salons are measured from. attr_id becomes unique across customers so one id names one place
// (another customer's id answers 403, not someone else's place).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create sequence customer_saved_address_attr_id_seq start with 1000;
    alter table customer_saved_address
      alter column attr_id set default nextval('customer_saved_address_attr_id_seq'),
      add column detail text not null default '' check (length(detail) <= 120),
      add column place_id text check (length(place_id) <= 20),
      add column address text not null default '' check (length(address) <= 300),
      add column old_address text check (length(old_address) <= 300),
      add column province_code text check (length(province_code) <= 5),
      add column ward_code text check (length(ward_code) <= 5),
      add column created_at timestamptz not null default now();
    alter sequence customer_saved_address_attr_id_seq owned by customer_saved_address.attr_id;
    create unique index customer_saved_address_attr_id_uq on customer_saved_address(attr_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index customer_saved_address_attr_id_uq;
    alter table customer_saved_address
      alter column attr_id drop default,
      drop column detail, drop column place_id, drop column address, drop column old_address,
      drop column province_code, drop column ward_code, drop column created_at;
    drop sequence customer_saved_address_attr_id_seq;
    `,
  );
}
