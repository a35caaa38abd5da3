import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// The booking core: places, salons, catalogue, staff, shifts, slots, customers and bookings.
// Rules that protect data live here as constraints, not in application code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table province (
      id integer primary key,
      name text not null,
      vung_mien_id smallint not null check (vung_mien_id in (1, 2, 3)),
      search_text text not null,
      sort_order integer not null default 0
    );
    create table district (
      id integer primary key,
      province_id integer not null references province(id),
      name text not null
    );
    create index district_province_idx on district(province_id);

    create table salon (
      id integer primary key,
      name text not null,
      city_id integer not null references province(id),
      district_id integer references district(id),
      address text not null,
      address_new text not null,
      address_note text,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      images jsonb not null default '[]',
      parking boolean not null default false,
      salon_hot boolean not null default false,
      tag_top_salon boolean not null default false,
      tag text,
      book_many_people text not null default 'all' check (book_many_people in ('off', 'all', 'notToday')),
      select_consultation boolean not null default false,
      opening_date date,
      warn_text text,
      phone text not null,
      map_link text,
      hotline text not null,
      slot_minutes smallint not null default 20 check (slot_minutes between 5 and 120),
      opens_at_minute smallint not null default 510 check (opens_at_minute between 0 and 1440),
      closes_at_minute smallint not null default 1230 check (closes_at_minute between 0 and 1440),
      is_active boolean not null default true,
      check (opens_at_minute < closes_at_minute)
    );
    create index salon_city_idx on salon(city_id);

    -- A salon is "off" while a closure covers the day; backups are chosen by the chain.
    create table salon_closure (
      id serial primary key,
      salon_id integer not null references salon(id),
      message text not null,
      starts_on date not null,
      ends_on date not null,
      check (starts_on <= ends_on)
    );
    create table salon_closure_backup (
      closure_id integer not null references salon_closure(id) on delete cascade,
      salon_id integer not null references salon(id),
      primary key (closure_id, salon_id)
    );

    -- The salon's hour slots: hourId is global, the frame is minutes since local midnight.
    create table salon_slot (
      id integer primary key,
      salon_id integer not null references salon(id),
      minute_of_day smallint not null check (minute_of_day between 0 and 1439),
      hour_text text not null,
      hour_group text not null,
      unique (salon_id, minute_of_day)
    );

    create table service_category (
      id integer primary key,
      title text not null,
      sort_order integer not null,
      bg_color text not null,
      text_color text not null
    );
    create table service_group (
      id integer primary key,
      category_id integer not null references service_category(id),
      title text not null,
      title_content text not null default '',
      tags jsonb not null default '[]',
      banners jsonb not null default '[]',
      sort_order integer not null default 0
    );
    create table service (
      id integer primary key,
      group_id integer not null references service_group(id),
      name text not null,
      subtitle text not null default '',
      version_name text,
      price integer not null check (price >= 0),
      old_price integer check (old_price >= 0),
      time_serve smallint not null check (time_serve > 0),
      images jsonb not null default '[]',
      tags jsonb not null default '[]',
      has_detail boolean not null default false,
      parent_service_id integer references service(id),
      is_default_service boolean not null default false,
      combo_detail jsonb not null default '[]',
      service_delivery_type smallint not null default 1 check (service_delivery_type in (1, 2, 3)),
      needs_skinner boolean not null default false,
      is_sold boolean not null default true,
      sort_order integer not null default 0
    );
    create index service_group_idx on service(group_id);
    create table service_upsale (
      service_id integer not null references service(id),
      upsale_service_id integer not null references service(id),
      primary key (service_id, upsale_service_id)
    );
    -- A salon sells only the services listed here.
    create table salon_service (
      salon_id integer not null references salon(id),
      service_id integer not null references service(id),
      primary key (salon_id, service_id)
    );

    create table staff (
      id integer primary key,
      kind text not null check (kind in ('stylist', 'skinner')),
      name text not null,
      avatar text,
      home_salon_id integer not null references salon(id),
      skill_level smallint not null default 1 check (skill_level between 1 and 5),
      is_master boolean not null default false,
      experience text,
      total_customer integer not null default 0,
      rating_star numeric(3, 2) not null default 5,
      rating_info jsonb not null default '[]',
      favorite_images jsonb not null default '[]',
      description text not null default '',
      is_active boolean not null default true
    );
    create index staff_home_salon_idx on staff(home_salon_id);
    -- One shift a staff member a day, at one salon.
    create table staff_shift (
      staff_id integer not null references staff(id),
      work_date date not null,
      salon_id integer not null references salon(id),
      start_minute smallint not null,
      end_minute smallint not null,
      primary key (staff_id, work_date),
      check (start_minute < end_minute)
    );
    create index staff_shift_salon_day_idx on staff_shift(salon_id, work_date);

    create table customer (
      id serial primary key,
      phone text not null unique check (phone ~ '^\\+84[1-9][0-9]{8}$'),
      name text,
      member_type smallint check (member_type in (2, 3, 4)),
      password_hash text,
      agree_protect_personal_info boolean not null default false,
      account_balance integer not null default 0,
      created_at timestamptz not null default now()
    );

    create table booking (
      id serial primary key,
      salon_id integer not null references salon(id),
      customer_id integer not null references customer(id),
      date_book date not null,
      status text not null check (status in ('pending_otp', 'confirmed', 'cancelled', 'expired')),
      hold_expires_at timestamptz,
      note text not null default '',
      receive_advice boolean not null default true,
      little_advice boolean not null default false,
      accept_make_photo boolean not null default true,
      number_persons smallint not null default 0,
      source text,
      channel smallint not null default 3,
      utm_source text,
      params jsonb not null default '{}',
      is_master boolean not null default false,
      total_money integer not null default 0 check (total_money >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index booking_customer_idx on booking(customer_id, date_book);
    create table booking_person (
      id serial primary key,
      booking_id integer not null references booking(id) on delete cascade,
      person_index smallint not null check (person_index between 0 and 4),
      stylist_id integer not null references staff(id),
      skinner_id integer references staff(id),
      book_hour_id integer not null references salon_slot(id),
      sub_hour_id integer references salon_slot(id),
      second_sub_hour_id integer references salon_slot(id),
      services jsonb not null,
      total_money integer not null check (total_money >= 0),
      unique (booking_id, person_index)
    );
    -- The double-booking guard: a staff member's slot on a day is claimed by at most one booking person.
    -- Claims are inserted in the booking's transaction and deleted when it is cancelled or expires.
    create table staff_slot_claim (
      staff_id integer not null references staff(id),
      work_date date not null,
      slot_id integer not null references salon_slot(id),
      booking_person_id integer not null references booking_person(id) on delete cascade,
      primary key (staff_id, work_date, slot_id)
    );
    create index staff_slot_claim_person_idx on staff_slot_claim(booking_person_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table staff_slot_claim; drop table booking_person; drop table booking; drop table customer;
    drop table staff_shift; drop table staff; drop table salon_service; drop table service_upsale;
    drop table service; drop table service_group; drop table service_category; drop table salon_slot;
    drop table salon_closure_backup; drop table salon_closure; drop table salon; drop table district;
    drop table province;
  `,
  );
}
