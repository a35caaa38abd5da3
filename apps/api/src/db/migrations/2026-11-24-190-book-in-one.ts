import { type Kysely, sql } from 'kysely';

// Decision 0123: a create is one statement. book_in_one() does, in the caller's single statement (so its
// own transaction), what writeBooking did in ~12 round trips: the customer row (locked), the "already
// booked" check, the address and phone hold limits under the address's advisory lock, the customer's
// own holds released, the booking, each person and its claims tried over the candidates the app
// ordered. Any refusal raises 'booking:<reason>', which rolls the whole statement back. The claims'
// primary key stays the double-booking guard.
//
// slots_changed: a statement-level trigger on staff_slot_claim notifies 'salonId|YYYY-MM-DD' for every
// salon day whose claims changed, so every process drops its cached hours of that day (db/notifications.ts).

export const BOOK_IN_ONE = `
create function book_in_one(p jsonb) returns jsonb language plpgsql as $fn$
declare
  v_now timestamptz := (p->>'now')::timestamptz;
  v_date date := (p->>'date')::date;
  v_customer integer;
  v_booking integer;
  v_hold timestamptz;
  v_person integer;
  v_asked integer;
  v_unconfirmed integer;
  v_oldest timestamptz;
  v_n integer;
  v_served integer;
  v_chosen integer;
  v_likely integer;
  v_staff integer;
  v_assigned integer[] := '{}';
  v_masters integer[] := array(select jsonb_array_elements_text(p->'masters')::integer);
  v_slots integer[];
  v_pp jsonb;
  v_kind text;
  v_cols text;
  v_row jsonb;
  v_skinner integer;
  v_stylist integer;
  v_out jsonb := '[]'::jsonb;
begin
  insert into customer (phone) values (p->>'phone') on conflict (phone) do nothing;
  select id into v_customer from customer where phone = p->>'phone' for no key update;
  if (p->>'checkUpcoming')::boolean and exists (
    select 1 from booking b
    join booking_person bp on bp.booking_id = b.id and bp.person_index = 0
    join salon_slot s on s.id = bp.book_hour_id
    where b.customer_id = v_customer and b.status = 'confirmed'
      and (b.date_book > (p->>'today')::date
        or (b.date_book = (p->>'today')::date and s.minute_of_day >= (p->>'minute')::integer))
  ) then
    raise exception 'booking:already_booked';
  end if;
  if p->>'ip' is not null then
    perform pg_advisory_xact_lock(15, hashtext(p->>'ip'));
    select count(*), count(*) filter (where status in ('pending_otp', 'expired')),
      min(origin_at) filter (where status in ('pending_otp', 'expired'))
      into v_asked, v_unconfirmed, v_oldest
      from booking where origin_ip = p->>'ip' and origin_at > (p->>'since')::timestamptz;
    if v_unconfirmed >= (p->>'perAddress')::integer then
      raise exception 'booking:holds_per_address' using detail = coalesce(v_oldest::text, '');
    end if;
    if v_asked >= (p->>'freePerAddress')::integer and not (p->>'captchaSolved')::boolean then
      raise exception 'booking:captcha_required';
    end if;
    select count(*) filter (where status in ('pending_otp', 'expired')),
      min(origin_at) filter (where status in ('pending_otp', 'expired'))
      into v_unconfirmed, v_oldest
      from booking where customer_id = v_customer and origin_at > (p->>'since')::timestamptz;
    if v_unconfirmed >= (p->>'perPhone')::integer then
      raise exception 'booking:holds_per_phone' using detail = coalesce(v_oldest::text, '');
    end if;
  end if;
  with released as (
    update booking set status = 'expired', updated_at = v_now
    where status = 'pending_otp' and customer_id = v_customer returning id
  )
  delete from staff_slot_claim
  where booking_person_id in (select bp.id from booking_person bp join released r on r.id = bp.booking_id);

  -- The booking's columns are whatever the app sends (other areas add some): one insert built from them.
  v_row := (p->'booking') || jsonb_build_object('customer_id', v_customer);
  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
  execute format('insert into booking (%s) select %s from jsonb_populate_record(null::booking, $1) returning id, hold_expires_at', v_cols, v_cols)
    into v_booking, v_hold using v_row;

  for v_pp in select value from jsonb_array_elements(p->'persons') loop
    v_slots := array(select x::integer from jsonb_array_elements_text(v_pp->'slotIds') x order by 1);
    select x::integer into v_likely from jsonb_array_elements_text(v_pp->'stylists') with ordinality t(x, i)
      where not (x::integer = any(v_assigned)) order by i limit 1;
    if v_likely is null then raise exception 'booking:no_stylist'; end if;
    v_row := (v_pp->'row') || jsonb_build_object('booking_id', v_booking, 'stylist_id', v_likely);
    select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
    execute format('insert into booking_person (%s) select %s from jsonb_populate_record(null::booking_person, $1) returning id', v_cols, v_cols)
      into v_person using v_row;
    v_skinner := null;
    foreach v_kind in array (case when (v_pp->>'needsSkinner')::boolean then array['stylist', 'skinner'] else array['stylist'] end) loop
      v_chosen := null;
      for v_staff in select x::integer from jsonb_array_elements_text(v_pp->(v_kind || 's')) with ordinality t(x, i) order by i loop
        continue when v_staff = any(v_assigned);
        if v_staff = any(v_masters) then
          perform 1 from staff where id = v_staff for no key update;
          select count(distinct c.booking_person_id) into v_served
            from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
            join booking b on b.id = bp.booking_id
            where c.staff_id = v_staff and c.work_date = v_date
              and (b.status = 'confirmed' or (b.status = 'pending_otp' and b.hold_expires_at > v_now));
          if v_served >= (p->>'masterLimit')::integer then
            if (v_pp->>('wanted_' || v_kind))::integer > 0 then raise exception 'booking:master_full'; end if;
            continue;
          end if;
        end if;
        for attempt in 1..2 loop
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
        if v_n = cardinality(v_slots) then v_chosen := v_staff; exit; end if;
      end loop;
      if v_chosen is null then
        if v_kind = 'skinner' or (v_pp->>'wanted_stylist')::integer > 0 then raise exception 'booking:slot_taken'; end if;
        raise exception 'booking:no_stylist';
      end if;
      v_assigned := v_assigned || v_chosen;
      if v_kind = 'stylist' then
        v_stylist := v_chosen;
        if v_chosen <> v_likely then update booking_person set stylist_id = v_chosen where id = v_person; end if;
      elsif v_kind = 'skinner' then
        v_skinner := v_chosen;
        update booking_person set skinner_id = v_chosen where id = v_person;
      end if;
    end loop;
    v_out := v_out || jsonb_build_object('id', v_person, 'stylistId', v_stylist, 'skinnerId', v_skinner);
  end loop;
  return jsonb_build_object('id', v_booking, 'holdExpiresAt', v_hold, 'persons', v_out);
end
$fn$`;

const NOTIFY = `
create function notify_slots_changed() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('slots_changed', d.salon_id || '|' || d.work_date)
      from (select distinct sh.salon_id, c.work_date from old_claims c
        join staff_shift sh on sh.staff_id = c.staff_id and sh.work_date = c.work_date) d;
  else
    perform pg_notify('slots_changed', d.salon_id || '|' || d.work_date)
      from (select distinct sh.salon_id, c.work_date from new_claims c
        join staff_shift sh on sh.staff_id = c.staff_id and sh.work_date = c.work_date) d;
  end if;
  return null;
end
$fn$`;

// Read into the processes' static caches (day-cache.ts) and not already counted by content_changed.
const STATIC_TABLES = ['service_special_day_rule', 'member_price', 'salon_slot', 'staff'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(BOOK_IN_ONE).execute(db);
  await sql
    .raw(`create function notify_static_changed() returns trigger language plpgsql as $fn$
      begin perform pg_notify('static_changed', ''); return null; end $fn$`)
    .execute(db);
  for (const t of STATIC_TABLES) {
    await sql
      .raw(`create trigger ${t}_static_changed after insert or update or delete or truncate on ${t}
        for each statement execute function notify_static_changed()`)
      .execute(db);
  }
  await sql.raw(NOTIFY).execute(db);
  await sql
    .raw(`create trigger staff_slot_claim_inserted after insert on staff_slot_claim
      referencing new table as new_claims for each statement execute function notify_slots_changed()`)
    .execute(db);
  await sql
    .raw(`create trigger staff_slot_claim_deleted after delete on staff_slot_claim
      referencing old table as old_claims for each statement execute function notify_slots_changed()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger staff_slot_claim_deleted on staff_slot_claim').execute(db);
  await sql.raw('drop trigger staff_slot_claim_inserted on staff_slot_claim').execute(db);
  await sql.raw('drop function notify_slots_changed()').execute(db);
  for (const t of STATIC_TABLES) await sql.raw(`drop trigger ${t}_static_changed on ${t}`).execute(db);
  await sql.raw('drop function notify_static_changed()').execute(db);
  await sql.raw('drop function book_in_one(jsonb)').execute(db);
}
