import { type Kysely, sql } from 'kysely';
import { runScript } from '../migrate.ts';

// Waitlist (issue 22, decision 0128): a customer waits for a full hour (or any hour of a day) of a salon;
// a freed slot is offered to the first in line as a 10-minute hold, which is an ordinary pending_otp
// booking with its staff_slot_claim rows, so the claims' primary key keeps one slot from being
// offered twice or offered while booked.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table waitlist_entry (
      id serial primary key,
      customer_id integer not null references customer(id),
      salon_id integer not null references salon(id),
      date_book date not null,
      -- null: any hour of the day.
      slot_id integer references salon_slot(id),
      -- null: any stylist.
      stylist_id integer references staff(id),
      service_ids jsonb not null,
      status text not null default 'waiting'
        check (status in ('waiting', 'offered', 'booked', 'left', 'lapsed')),
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    -- One active entry per phone, salon, day and hour (the whole day counts as hour 0).
    create unique index waitlist_entry_active_uq on waitlist_entry(customer_id, salon_id, date_book, coalesce(slot_id, 0))
      where status in ('waiting', 'offered');
    create index waitlist_entry_line_idx on waitlist_entry(salon_id, date_book, created_at, id)
      where status = 'waiting';
    create index waitlist_entry_customer_idx on waitlist_entry(customer_id, status);

    -- An offer is the hold booking made for an entry; the link in its message names the offer.
    create table waitlist_offer (
      id serial primary key,
      entry_id integer not null references waitlist_entry(id),
      booking_id integer not null unique references booking(id),
      expires_at timestamptz not null,
      created_at timestamptz not null
    );
    create index waitlist_offer_entry_idx on waitlist_offer(entry_id);

    -- Slots freed on a day someone waits for: written by the trigger below (cancel, change, a hold
    -- that expires or is released), consumed by the waitlist worker.
    create table waitlist_freed (
      id serial primary key,
      salon_id integer not null,
      work_date date not null,
      slot_id integer not null,
      staff_id integer not null
    );
    create index waitlist_freed_day_idx on waitlist_freed(salon_id, work_date);

    -- The messages sent with offers (the delivery log).
    create table waitlist_message (
      id serial primary key,
      offer_id integer not null references waitlist_offer(id),
      phone text not null,
      text text not null,
      sent_at timestamptz not null
    );
  `,
  );
  await sql
    .raw(`
    create or replace function waitlist_note_freed() returns trigger language plpgsql as $$
    begin
      insert into waitlist_freed (salon_id, work_date, slot_id, staff_id)
      select s.salon_id, old.work_date, old.slot_id, old.staff_id
      from salon_slot s
      where s.id = old.slot_id
        and exists (select 1 from waitlist_entry e
                    where e.salon_id = s.salon_id and e.date_book = old.work_date and e.status = 'waiting');
      return old;
    end;
    $$`)
    .execute(db);
  await sql
    .raw(`create trigger staff_slot_claim_waitlist after delete on staff_slot_claim
      for each row execute function waitlist_note_freed()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop trigger staff_slot_claim_waitlist on staff_slot_claim;
    drop function waitlist_note_freed();
    drop table waitlist_message;
    drop table waitlist_freed;
    drop table waitlist_offer;
    drop table waitlist_entry;
  `,
  );
}
