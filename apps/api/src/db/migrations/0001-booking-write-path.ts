import { type Kysely, sql } from 'kysely';

// The booking's one write path (decision 0137), written out in full here: every booking that holds
// staff slots (a create, a change, a waitlist offer) is seated by these functions, and every booking
// that ends (expired, replaced, cancelled, a lapsed offer) ends through end_bookings. The claims'
// primary key (staff_id, work_date, slot_id) stays the double-booking guard (decision 0002).
//
//   end_bookings   ends bookings and frees their claims: the one place a hold is given up
//   claim_run      claims one person's run of slots with the first free candidate (the one insert)
//   seat_person    a person's stylist, then skinner, through claim_run
//   seat_persons   a booking's persons: their rows, then their seats
//   book_in_one    a create: the customer, the refusals that need its row lock, the booking, its persons
//
// A refusal raises 'booking:<reason>' (detail: when the oldest counted hold leaves the window), which
// rolls back the caller's statement or transaction; the app turns it into its answer (book-in-one.ts).

const END_BOOKINGS = `
create or replace function end_bookings(p_ids integer[], p_status text, p_now timestamptz,
  p_only_lapsed boolean default false) returns integer[] language plpgsql as $fn$
-- Expired: only unconfirmed bookings (with p_only_lapsed, only those whose hold is over: a code being
-- typed keeps its hold). Cancelled: a confirmed or an unconfirmed one. Each booking changes once, however
-- many callers race; their claims are deleted with it. Returns the ids that changed.
declare
  v_ended integer[];
begin
  if p_status not in ('expired', 'cancelled') then
    raise exception 'end_bookings: % is not an end', p_status;
  end if;
  with ended as (
    update booking b set status = p_status, updated_at = p_now,
      hold_expires_at = case when p_status = 'cancelled' then null else b.hold_expires_at end
    where b.id = any(p_ids)
      and (b.status = 'pending_otp' or (p_status = 'cancelled' and b.status = 'confirmed'))
      and (not p_only_lapsed or b.hold_expires_at is null or b.hold_expires_at <= p_now)
    returning b.id
  )
  select coalesce(array_agg(id), '{}') into v_ended from ended;
  if cardinality(v_ended) > 0 then
    delete from staff_slot_claim c using booking_person bp
      where bp.id = c.booking_person_id and bp.booking_id = any(v_ended);
  end if;
  return v_ended;
end
$fn$`;

const CLAIM_RUN = `
create or replace function claim_run(p_person integer, p_date date, p_now timestamptz, p_slots integer[],
  p_candidates integer[], p_skip integer[], p_masters integer[], p_master_limit integer, p_wanted boolean)
  returns integer language plpgsql as $fn$
-- The one writer of claims. Tries p_candidates in the app's order (those in p_skip left out) and claims
-- p_slots (ascending, so two writers wait for each other instead of deadlocking) for the first that has
-- them all; returns that staff member, or null. A master stylist's daily limit is counted under a lock
-- of the staff row (NO KEY UPDATE: the claims' foreign-key checks take KEY SHARE on it); p_wanted (the
-- customer named this one) makes a full master a refusal rather than a reason to try the next.
declare
  v_staff integer;
  v_served integer;
  v_blocking integer;
  v_lapsed integer;
  v_n integer;
begin
  foreach v_staff in array p_candidates loop
    continue when v_staff = any(p_skip);
    if v_staff = any(p_masters) then
      perform 1 from staff where id = v_staff for no key update;
      select count(distinct c.booking_person_id) into v_served
        from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
        join booking b on b.id = bp.booking_id
        where c.staff_id = v_staff and c.work_date = p_date
          and (b.status = 'confirmed' or (b.status = 'pending_otp' and b.hold_expires_at > p_now));
      if v_served >= p_master_limit then
        if p_wanted then raise exception 'booking:master_full'; end if;
        continue;
      end if;
    end if;
    -- The claims in the way, read first: a live booking there sends us to the next candidate at once.
    select count(*), count(*) filter (where b.status = 'pending_otp'
        and (b.hold_expires_at is null or b.hold_expires_at <= p_now))
      into v_blocking, v_lapsed
      from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
      join booking b on b.id = bp.booking_id
      where c.staff_id = v_staff and c.work_date = p_date and c.slot_id = any(p_slots);
    continue when v_blocking > v_lapsed;
    if v_lapsed > 0 then
      -- Only holds that are over, only those in the way: no sweep before a claim.
      perform end_bookings(array(
        select bp.booking_id from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
        where c.staff_id = v_staff and c.work_date = p_date and c.slot_id = any(p_slots)), 'expired', p_now, true);
    end if;
    insert into staff_slot_claim (staff_id, work_date, slot_id, booking_person_id)
      select v_staff, p_date, s, p_person from unnest(p_slots) s order by s
      on conflict (staff_id, work_date, slot_id) do nothing;
    get diagnostics v_n = row_count;
    if v_n = cardinality(p_slots) then return v_staff; end if;
    -- Taken meanwhile by a booking not yet committed when we read: the next candidate.
    delete from staff_slot_claim where booking_person_id = p_person and staff_id = v_staff;
  end loop;
  return null;
end
$fn$`;

const SEAT_PERSON = `
create or replace function seat_person(p_person integer, p_date date, p_now timestamptz, pp jsonb,
  p_assigned integer[], p_masters integer[], p_master_limit integer) returns jsonb language plpgsql as $fn$
-- One person's staff: the stylist, then the skinner when a service needs one, never staff already given
-- to another person of the booking (p_assigned). pp: slotIds, stylists and skinners (the candidates, in
-- the app's order), needsSkinner, wanted_stylist and wanted_skinner (0: any). Writes them on the row.
declare
  v_slots integer[] := array(select x::integer from jsonb_array_elements_text(pp->'slotIds') x order by 1);
  v_kind text;
  v_chosen integer;
  v_stylist integer;
  v_skinner integer;
begin
  foreach v_kind in array (case when (pp->>'needsSkinner')::boolean then array['stylist', 'skinner']
      else array['stylist'] end) loop
    v_chosen := claim_run(p_person, p_date, p_now, v_slots,
      array(select x::integer from jsonb_array_elements_text(pp->(v_kind || 's')) with ordinality t(x, i) order by i),
      p_assigned, p_masters, p_master_limit, coalesce((pp->>('wanted_' || v_kind))::integer, 0) > 0);
    if v_chosen is null then
      -- A named stylist or the skinner taken is a lost race for the slot; else the salon ran out of staff.
      if v_kind = 'skinner' or coalesce((pp->>'wanted_stylist')::integer, 0) > 0 then
        raise exception 'booking:slot_taken';
      end if;
      raise exception 'booking:no_stylist';
    end if;
    p_assigned := p_assigned || v_chosen;
    if v_kind = 'stylist' then v_stylist := v_chosen; else v_skinner := v_chosen; end if;
  end loop;
  update booking_person set stylist_id = v_stylist, skinner_id = v_skinner
    where id = p_person and (stylist_id is distinct from v_stylist or skinner_id is distinct from v_skinner);
  return jsonb_build_object('id', p_person, 'stylistId', v_stylist, 'skinnerId', v_skinner);
end
$fn$`;

const SEAT_PERSONS = `
create or replace function seat_persons(p_booking integer, p jsonb) returns jsonb language plpgsql as $fn$
-- The persons of a booking (p: date, now, masters, masterLimit, persons[{row, slotIds, stylists, ...}]):
-- each person's row (its columns are whatever the app sends), written with the first stylist it may get,
-- then seated. A group gets distinct staff. Returns [{id, stylistId, skinnerId}] in the persons' order.
declare
  v_date date := (p->>'date')::date;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_masters integer[] := array(select jsonb_array_elements_text(coalesce(p->'masters', '[]'))::integer);
  v_assigned integer[] := '{}';
  v_pp jsonb;
  v_likely integer;
  v_row jsonb;
  v_cols text;
  v_person integer;
  v_seat jsonb;
  v_out jsonb := '[]'::jsonb;
begin
  for v_pp in select value from jsonb_array_elements(p->'persons') loop
    select x::integer into v_likely from jsonb_array_elements_text(v_pp->'stylists') with ordinality t(x, i)
      where not (x::integer = any(v_assigned)) order by i limit 1;
    if v_likely is null then raise exception 'booking:no_stylist'; end if;
    v_row := (v_pp->'row') || jsonb_build_object('booking_id', p_booking, 'stylist_id', v_likely);
    select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
    execute format('insert into booking_person (%s) select %s from jsonb_populate_record(null::booking_person, $1) returning id',
      v_cols, v_cols) into v_person using v_row;
    v_seat := seat_person(v_person, v_date, v_now, v_pp, v_assigned, v_masters, (p->>'masterLimit')::integer);
    v_assigned := v_assigned || (v_seat->>'stylistId')::integer;
    if v_seat->>'skinnerId' is not null then v_assigned := v_assigned || (v_seat->>'skinnerId')::integer; end if;
    v_out := v_out || v_seat;
  end loop;
  return v_out;
end
$fn$`;

const BOOK_IN_ONE = `
create or replace function book_in_one(p jsonb) returns jsonb language plpgsql as $fn$
-- A create (decision 0123: one statement, so its own transaction; or one step of the caller's). The
-- customer row is created if new and locked: one phone books one at a time. Then, in this order: the
-- phone's confirmed upcoming booking (checkUpcoming), the unconfirmed-hold limits of an anonymous
-- create (ip set), the customer's own unconfirmed bookings replaced (releaseOwn), the booking row (its
-- columns are whatever the app sends: other areas add some), its persons seated.
declare
  v_now timestamptz := (p->>'now')::timestamptz;
  v_customer integer;
  v_booking integer;
  v_hold timestamptz;
  v_asked integer;
  v_unconfirmed integer;
  v_oldest timestamptz;
  v_row jsonb;
  v_cols text;
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
  if (p->>'releaseOwn')::boolean then
    perform end_bookings(array(select id from booking where status = 'pending_otp' and customer_id = v_customer),
      'expired', v_now);
  end if;
  v_row := (p->'booking') || jsonb_build_object('customer_id', v_customer);
  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
  execute format('insert into booking (%s) select %s from jsonb_populate_record(null::booking, $1) returning id, hold_expires_at',
    v_cols, v_cols) into v_booking, v_hold using v_row;
  return jsonb_build_object('id', v_booking, 'customerId', v_customer, 'holdExpiresAt', v_hold,
    'persons', seat_persons(v_booking, p));
end
$fn$`;

const FUNCTIONS = [END_BOOKINGS, CLAIM_RUN, SEAT_PERSON, SEAT_PERSONS, BOOK_IN_ONE];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const fn of FUNCTIONS) await sql.raw(fn).execute(db);
}

// No down: this build's app calls only these functions, and the baseline's book_in_one that this one
// replaces took other parameters, so an undone migration would leave no working create. Going back is
// the previous build with a backup of its database.
