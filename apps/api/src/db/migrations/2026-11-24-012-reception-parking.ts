import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Issue 18: who receives customers at a salon on a day (001 §3 Hour response: receptionName,
// receptionAvatar) and a salon's own parking-map link (000 §3 Booking info: parkingMap).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- A separate link to where customers park (null: no parking map), not the salon's map_link.
    alter table salon add column parking_map text;

    -- Receptionists are not stylists or skinners: they take no slots, so they are not staff rows.
    create table receptionist (
      id integer primary key,
      name text not null,
      avatar text,
      home_salon_id integer not null references salon(id),
      is_active boolean not null default true
    );
    -- One reception shift a receptionist a day, at one salon.
    create table reception_shift (
      receptionist_id integer not null references receptionist(id),
      work_date date not null,
      salon_id integer not null references salon(id),
      primary key (receptionist_id, work_date)
    );
    create index reception_shift_salon_day_idx on reception_shift(salon_id, work_date);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table reception_shift;
    drop table receptionist;
    alter table salon drop column parking_map;
    `,
  );
}
