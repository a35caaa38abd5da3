import { type Kysely, sql } from 'kysely';

// Decision 0141: the day of the visit. A booking is checked in once (its id is the key: twenty
// scans of one QR code make one row); the salon's counter reports each guest's service start and
// end (the live queue reads them); a booking late by 15 minutes is told once (one row per booking).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table booking_check_in (
    booking_id integer primary key references booking(id) on delete cascade,
    checked_in_at timestamptz not null,
    source text not null check (source in ('pos', 'arrived'))
  )`.execute(db);
  await sql`create table booking_service_progress (
    booking_person_id integer primary key references booking_person(id) on delete cascade,
    stylist_id integer not null references staff(id),
    work_date date not null,
    started_at timestamptz not null,
    ended_at timestamptz,
    check (ended_at is null or ended_at >= started_at)
  )`.execute(db);
  await sql`create index booking_service_progress_stylist_day_idx
    on booking_service_progress (stylist_id, work_date)`.execute(db);
  await sql`create table booking_late_notice (
    booking_id integer primary key references booking(id) on delete cascade,
    delay_minutes smallint not null check (delay_minutes >= 0),
    noticed_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table booking_late_notice`.execute(db);
  await sql`drop table booking_service_progress`.execute(db);
  await sql`drop table booking_check_in`.execute(db);
}
