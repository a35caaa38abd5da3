import { type Kysely, sql } from 'kysely';

// Holds that cannot be hoarded (decision 0137, second part). An anonymous create is limited per phone
// and per (phone, address); an address alone only raises the captcha's level. Unconfirmed bookings of
// a salon day hold at most a share of its staff time that is not booked: past it, a new one waits for
// its code before it holds anything (booking.seat_request, seated by seat_later at confirmation).
// book_in_one and seat_persons are written out in full here (they replace migration 0001's); end_bookings,
// claim_run and seat_person stay as 0001 wrote them.

const SEAT_REQUEST = `
alter table booking add column seat_request jsonb`;

const SEAT_PERSONS = `
create or replace function seat_persons(p_booking integer, p jsonb) returns jsonb language plpgsql as $fn$
-- The persons of a booking (p: date, now, masters, masterLimit, persons[{row, slotIds, stylists, ...}],
-- hold): each person's row (its columns are whatever the app sends), written with the first stylist it
-- may get, then seated, unless p.hold is false (a booking that waits for its code: seat_later). A group
-- gets distinct staff. Returns [{id, stylistId, skinnerId}] in the persons' order.
declare
  v_date date := (p->>'date')::date;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_hold boolean := coalesce((p->>'hold')::boolean, true);
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
    if v_hold then
      v_seat := seat_person(v_person, v_date, v_now, v_pp, v_assigned, v_masters, (p->>'masterLimit')::integer);
    else
      v_seat := jsonb_build_object('id', v_person, 'stylistId', v_likely, 'skinnerId', null);
    end if;
    v_assigned := v_assigned || (v_seat->>'stylistId')::integer;
    if v_seat->>'skinnerId' is not null then v_assigned := v_assigned || (v_seat->>'skinnerId')::integer; end if;
    v_out := v_out || v_seat;
  end loop;
  return v_out;
end
$fn$`;

const SEAT_LATER = `
create or replace function seat_later(p_booking integer, p_now timestamptz) returns jsonb language plpgsql as $fn$
-- Seats an unconfirmed booking that waited for its code (its seat_request, written by book_in_one), in the
-- confirming transaction: each person by seat_person over the candidates it was given. A slot taken
-- meanwhile raises as a create would (booking:slot_taken, no_stylist, master_full) and the confirmation
-- rolls back. Returns the seats, or null when the booking already holds its slots.
declare
  v_request jsonb;
  v_date date;
  v_masters integer[];
  v_assigned integer[] := '{}';
  v_pp jsonb;
  v_person integer;
  v_seat jsonb;
  v_out jsonb := '[]'::jsonb;
begin
  select seat_request, date_book into v_request, v_date from booking where id = p_booking for no key update;
  if v_request is null then return null; end if;
  v_masters := array(select jsonb_array_elements_text(coalesce(v_request->'masters', '[]'))::integer);
  for v_pp in select value from jsonb_array_elements(v_request->'persons') loop
    select id into v_person from booking_person
      where booking_id = p_booking and person_index = (v_pp->'row'->>'person_index')::integer;
    v_seat := seat_person(v_person, v_date, p_now, v_pp, v_assigned, v_masters,
      (v_request->>'masterLimit')::integer);
    v_assigned := v_assigned || (v_seat->>'stylistId')::integer;
    if v_seat->>'skinnerId' is not null then v_assigned := v_assigned || (v_seat->>'skinnerId')::integer; end if;
    v_out := v_out || v_seat;
  end loop;
  update booking set seat_request = null where id = p_booking;
  return v_out;
end
$fn$`;

const BOOK_IN_ONE = `
create or replace function book_in_one(p jsonb) returns jsonb language plpgsql as $fn$
-- A create (decision 0123: one statement, so its own transaction; or one step of the caller's). The
-- customer row is created if new and locked: one phone books one at a time. Then, in this order: the
-- phone's confirmed upcoming booking (checkUpcoming); for an anonymous create (ip set, the address's
-- counting key) the phone's and the (phone, address)'s unconfirmed creates in the window, then the
-- address's captcha level; the customer's own unconfirmed bookings replaced (releaseOwn); for an
-- anonymous create, whether the salon day's unconfirmed holds leave room for this one (else it waits for
-- its code: seat_request); the booking row (its columns are whatever the app sends); its persons.
declare
  v_now timestamptz := (p->>'now')::timestamptz;
  v_date date := (p->>'date')::date;
  v_since timestamptz := (p->>'since')::timestamptz;
  v_ip text := p->>'ip';
  v_customer integer;
  v_booking integer;
  v_hold timestamptz;
  v_phone integer;
  v_phone_oldest timestamptz;
  v_pair integer;
  v_pair_oldest timestamptz;
  v_asked integer;
  v_next_level integer;
  v_held integer;
  v_confirmed integer;
  v_wanted integer;
  v_holds boolean := true;
  v_persons jsonb;
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
  if v_ip is not null then
    -- Identity first: counted under the customer's row lock. A replaced or lapsed hold still counts.
    select count(*), min(origin_at), count(*) filter (where origin_ip = v_ip),
      min(origin_at) filter (where origin_ip = v_ip)
      into v_phone, v_phone_oldest, v_pair, v_pair_oldest
      from booking where customer_id = v_customer and origin_at > v_since and status in ('pending_otp', 'expired');
    if v_pair >= (p->>'perPhoneAddress')::integer then
      raise exception 'booking:holds_per_phone_address' using detail = v_pair || '|' || extract(epoch from v_pair_oldest);
    end if;
    if v_phone >= (p->>'perPhone')::integer then
      raise exception 'booking:holds_per_phone' using detail = v_phone || '|' || extract(epoch from v_phone_oldest);
    end if;
    -- Address last: many people share one. Its count never refuses, it only raises the captcha's level;
    -- a solved level covers counts below the next level's threshold (captchaLevels).
    perform pg_advisory_xact_lock(15, hashtext(v_ip));
    select count(*) into v_asked from booking where origin_ip = v_ip and origin_at > v_since;
    v_next_level := (p->'captchaLevels'->>((p->>'captchaSolvedLevel')::integer))::integer;
    if v_next_level is not null and v_asked >= v_next_level then
      raise exception 'booking:captcha_required' using detail = v_asked::text;
    end if;
  end if;
  if (p->>'releaseOwn')::boolean then
    perform end_bookings(array(select id from booking where status = 'pending_otp' and customer_id = v_customer),
      'expired', v_now);
  end if;
  if v_ip is not null and (p->>'dayShare')::numeric < 1 then
    -- Unconfirmed holds of the salon day, counted one create at a time: at most dayShare of the staff
    -- slots that confirmed bookings leave. Past it the booking waits for its code to hold anything.
    perform pg_advisory_xact_lock(16, hashtext((p->'booking'->>'salon_id') || '|' || v_date));
    select count(*) filter (where b.status = 'pending_otp' and b.hold_expires_at > v_now),
      count(*) filter (where b.status = 'confirmed')
      into v_held, v_confirmed
      from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
      join booking b on b.id = bp.booking_id
      where c.work_date = v_date
        and c.staff_id = any(array(select jsonb_array_elements_text(p->'dayStaff')::integer));
    select coalesce(sum(jsonb_array_length(x->'slotIds') * case when (x->>'needsSkinner')::boolean then 2 else 1 end), 0)
      into v_wanted from jsonb_array_elements(p->'persons') x;
    v_holds := v_held + v_wanted
      <= floor(greatest(0, (p->>'dayCapacity')::integer - v_confirmed) * (p->>'dayShare')::numeric);
  end if;
  v_row := (p->'booking') || jsonb_build_object('customer_id', v_customer);
  if not v_holds then
    v_row := v_row || jsonb_build_object('seat_request',
      jsonb_build_object('masters', p->'masters', 'masterLimit', p->'masterLimit', 'persons', p->'persons'));
  end if;
  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
  execute format('insert into booking (%s) select %s from jsonb_populate_record(null::booking, $1) returning id, hold_expires_at',
    v_cols, v_cols) into v_booking, v_hold using v_row;
  if v_holds then
    v_persons := seat_persons(v_booking, p);
  else
    -- Past the share the hour must still be free now: the same seats are tried and undone (a taken hour is
    -- refused as for any create), then the persons are written without holding anything.
    begin
      perform seat_persons(v_booking, p);
      raise exception 'booking:free_now';
    exception when raise_exception then
      if sqlerrm <> 'booking:free_now' then raise; end if;
    end;
    v_persons := seat_persons(v_booking, p || jsonb_build_object('hold', false));
  end if;
  return jsonb_build_object('id', v_booking, 'customerId', v_customer, 'holdExpiresAt', v_hold,
    'holdsSlots', v_holds, 'persons', v_persons);
end
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [SEAT_REQUEST, SEAT_PERSONS, SEAT_LATER, BOOK_IN_ONE]) {
    await sql.raw(statement).execute(db);
  }
}

// No down: the previous book_in_one and seat_persons are migration 0001's, which this build's app no
// longer calls with the same parameters; going back is the previous build with a backup of its database.
