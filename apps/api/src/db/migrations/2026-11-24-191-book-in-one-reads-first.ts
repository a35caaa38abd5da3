import { type Kysely, sql } from 'kysely';
import { BOOK_IN_ONE } from './2026-11-24-190-book-in-one.ts';

// Decision 0123, measured: under contention most candidates of a lost slot are taken, and each cost an
// insert that conflicted, a delete and an update looking for lapsed holds. book_in_one now reads the
// claims in the way first (one indexed select): taken by a live booking, the next candidate; held only by
// bookings whose hold is over, those give the slots up; free, the insert claims them (still the guard).

const OLD_CLAIM = `        for attempt in 1..2 loop
          insert into staff_slot_claim (staff_id, work_date, slot_id, booking_person_id)
            select v_staff, v_date, s, v_person from unnest(v_slots) s order by s
            on conflict (staff_id, work_date, slot_id) do nothing;
          get diagnostics v_n = row_count;
          exit when v_n = cardinality(v_slots);
          delete from staff_slot_claim where booking_person_id = v_person and staff_id = v_staff;
          v_n := -1;
          exit when attempt = 2;
          -- Only the slots in the way: an unconfirmed booking whose hold is over gives them up (no sweep).
          with expired as (
            update booking b set status = 'expired', updated_at = v_now
            where b.status = 'pending_otp' and (b.hold_expires_at is null or b.hold_expires_at <= v_now)
              and b.id in (select bp.booking_id from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
                where c.staff_id = v_staff and c.work_date = v_date and c.slot_id = any(v_slots))
            returning b.id
          )
          delete from staff_slot_claim
          where booking_person_id in (select bp.id from booking_person bp join expired e on e.id = bp.booking_id);
          get diagnostics v_n = row_count;
          exit when v_n = 0;
        end loop;
        if v_n = cardinality(v_slots) then v_chosen := v_staff; exit; end if;`;

const NEW_CLAIM = `        select count(*), count(*) filter (where b.status = 'pending_otp' and (b.hold_expires_at is null or b.hold_expires_at <= v_now))
          into v_blocking, v_lapsed
          from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id join booking b on b.id = bp.booking_id
          where c.staff_id = v_staff and c.work_date = v_date and c.slot_id = any(v_slots);
        continue when v_blocking > v_lapsed;
        if v_lapsed > 0 then
          -- Only the slots in the way: an unconfirmed booking whose hold is over gives them up (no sweep).
          with expired as (
            update booking b set status = 'expired', updated_at = v_now
            where b.status = 'pending_otp' and (b.hold_expires_at is null or b.hold_expires_at <= v_now)
              and b.id in (select bp.booking_id from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
                where c.staff_id = v_staff and c.work_date = v_date and c.slot_id = any(v_slots))
            returning b.id
          )
          delete from staff_slot_claim
          where booking_person_id in (select bp.id from booking_person bp join expired e on e.id = bp.booking_id);
        end if;
        insert into staff_slot_claim (staff_id, work_date, slot_id, booking_person_id)
          select v_staff, v_date, s, v_person from unnest(v_slots) s order by s
          on conflict (staff_id, work_date, slot_id) do nothing;
        get diagnostics v_n = row_count;
        if v_n = cardinality(v_slots) then v_chosen := v_staff; exit; end if;
        -- Taken meanwhile by a booking not yet committed when we read: the next candidate.
        delete from staff_slot_claim where booking_person_id = v_person and staff_id = v_staff;`;

function readsFirst(): string {
  if (!BOOK_IN_ONE.includes(OLD_CLAIM))
    throw new Error('book_in_one: the claim step to replace is not there');
  return BOOK_IN_ONE.replace('create function book_in_one', 'create or replace function book_in_one')
    .replace(
      "  v_out jsonb := '[]'::jsonb;\n",
      "  v_out jsonb := '[]'::jsonb;\n  v_blocking integer;\n  v_lapsed integer;\n",
    )
    .replace(OLD_CLAIM, NEW_CLAIM);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(readsFirst()).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(BOOK_IN_ONE.replace('create function book_in_one', 'create or replace function book_in_one'))
    .execute(db);
}
