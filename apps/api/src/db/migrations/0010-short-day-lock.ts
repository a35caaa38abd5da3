import { type Kysely, sql } from 'kysely';

// The salon day's lock held for the count and the commit only (decision 0145, second session). Every
// anonymous create counted its salon day's unconfirmed holds under that day's lock (decision 0137), took
// it before writing anything and kept it to its commit, so a day's creates ran one at a time, even those
// past the share that hold nothing: at 100 connections on one salon day, 15 of the pool's 20 connections
// waited for that lock, and each hand-over waited for the next process to get one of the 2 cores.
// Now book_in_one
// - counts first without the lock (day_has_room): a day past its share in what is committed answers
//   false without waiting, the answer a locked count would have given at that instant (creates still
//   running can only add holds; a hold confirmed, cancelled or lapsed meanwhile races any count alike);
// - else writes the booking and seats its persons, then takes the day's lock and counts again, its own
//   claims included (day_keeps_room). Past the share, a block undoes the seats and gives the lock back,
//   and the booking waits for its code as before.
// The bound stays exact: every create that keeps its claims counted them under the day's lock, which it
// keeps to its commit, so the next count sees them; creates that wrote but wait for the lock count
// themselves when they get it. Creates of one day now write side by side and queue only for a count.
// book_in_one is written out in full (it replaces migration 0008's); every other function stays as 0001
// and 0003 wrote them.

const DAY_SHARE_FITS = `
create or replace function day_share_fits(p jsonb, p_written boolean) returns boolean language sql as $fn$
-- Whether the salon day's unconfirmed holds, with this create's slots, stay within dayShare of the staff
-- slots that confirmed bookings leave (a person needing a skinner holds two staff slots a slot).
-- p_written: the create's claims are written already, so the count holds them.
select held.n + case when p_written then 0 else wanted.n end
  <= floor(greatest(0, (p->>'dayCapacity')::integer - held.confirmed) * (p->>'dayShare')::numeric)
from (
  select count(*) filter (where b.status = 'pending_otp' and b.hold_expires_at > (p->>'now')::timestamptz) as n,
    count(*) filter (where b.status = 'confirmed') as confirmed
  from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
  join booking b on b.id = bp.booking_id
  where c.work_date = (p->>'date')::date
    and c.staff_id = any(array(select jsonb_array_elements_text(p->'dayStaff')::integer))
) held, (
  select coalesce(sum(jsonb_array_length(x->'slotIds') * case when (x->>'needsSkinner')::boolean then 2 else 1 end), 0) as n
  from jsonb_array_elements(p->'persons') x
) wanted
$fn$`;

const DAY_LOCK = `perform pg_advisory_xact_lock(16, hashtext((p->'booking'->>'salon_id') || '|' || (p->>'date')::date));`;

// Before the writes: a count without the lock.
const DAY_HAS_ROOM = `
create or replace function day_has_room(p jsonb) returns boolean language plpgsql as $fn$
begin
  return day_share_fits(p, false);
end
$fn$`;

// After the writes: the day's lock (kept to the end of the transaction) and a count of what is committed
// and this create's own claims.
const DAY_KEEPS_ROOM = `
create or replace function day_keeps_room(p jsonb) returns boolean language plpgsql as $fn$
begin
  ${DAY_LOCK}
  return day_share_fits(p, true);
end
$fn$`;

// Down: migration 0008's way through this book_in_one: the lock and the count before the writes.
const DAY_HAS_ROOM_LOCKED = `
create or replace function day_has_room(p jsonb) returns boolean language plpgsql as $fn$
begin
  ${DAY_LOCK}
  return day_share_fits(p, false);
end
$fn$`;

const DAY_KEEPS_ROOM_ALWAYS = `
create or replace function day_keeps_room(p jsonb) returns boolean language plpgsql as $fn$
begin
  return true;
end
$fn$`;

const BOOK_IN_ONE = `
create or replace function book_in_one(p jsonb) returns jsonb language plpgsql as $fn$
-- A create (decision 0123: one statement, so its own transaction; or one step of the caller's). The
-- customer row is created if new and locked: one phone books one at a time. Then, in this order: the
-- phone's confirmed upcoming booking (checkUpcoming); for an anonymous create (ip set, the address's
-- counting key) the phone's and the (phone, address)'s unconfirmed creates in the window, then the
-- address's captcha level; the customer's own unconfirmed bookings replaced (releaseOwn); for an
-- anonymous create, whether the salon day's unconfirmed holds leave room for this one (day_has_room, then
-- day_keeps_room once seated; else it waits for its code: seat_request); the booking row (its columns are
-- whatever the app sends); its persons.
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
  v_holds boolean := true;
  v_bounded boolean := false;
  v_request jsonb := jsonb_build_object('masters', p->'masters', 'masterLimit', p->'masterLimit', 'persons', p->'persons');
  v_persons jsonb;
  v_own integer[];
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
    -- Most creates have no hold of their own to replace: end_bookings is called only for those that do.
    v_own := array(select id from booking where status = 'pending_otp' and customer_id = v_customer);
    if cardinality(v_own) > 0 then perform end_bookings(v_own, 'expired', v_now); end if;
  end if;
  if v_ip is not null and (p->>'dayShare')::numeric < 1 then
    v_bounded := true;
    v_holds := day_has_room(p);
  end if;
  v_row := (p->'booking') || jsonb_build_object('customer_id', v_customer);
  if not v_holds then v_row := v_row || jsonb_build_object('seat_request', v_request); end if;
  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
  execute format('insert into booking (%s) select %s from jsonb_populate_record(null::booking, $1) returning id, hold_expires_at',
    v_cols, v_cols) into v_booking, v_hold using v_row;
  if v_holds and not v_bounded then
    v_persons := seat_persons(v_booking, p);
  elsif v_holds then
    -- Seated first, then counted under the day's lock with its claims: past the share, the error rolls
    -- the block back (the seats and the lock) and the booking waits for its code.
    begin
      v_persons := seat_persons(v_booking, p);
      if not day_keeps_room(p) then raise exception 'booking:day_full'; end if;
    exception when raise_exception then
      if sqlerrm <> 'booking:day_full' then raise; end if;
      v_holds := false;
      update booking set seat_request = v_request where id = v_booking;
    end;
  end if;
  if not v_holds then
    -- Past the share the hour must still be free now. The persons are written once, holding nothing; then
    -- the seats their code would take (seat_later, from the booking's seat_request) are tried and undone:
    -- a taken hour is refused as for any create.
    v_persons := seat_persons(v_booking, p || jsonb_build_object('hold', false));
    begin
      perform seat_later(v_booking, v_now);
      raise exception 'booking:free_now';
    exception when raise_exception then
      if sqlerrm <> 'booking:free_now' then raise; end if;
    end;
  end if;
  return jsonb_build_object('id', v_booking, 'customerId', v_customer, 'holdExpiresAt', v_hold,
    'holdsSlots', v_holds, 'persons', v_persons);
end
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const text of [DAY_SHARE_FITS, DAY_HAS_ROOM, DAY_KEEPS_ROOM, BOOK_IN_ONE])
    await sql.raw(text).execute(db);
}

// Down keeps this book_in_one (it answers every call as 0008's does) and locks the day as 0008 did: before
// the writes, for every anonymous create, to the end of its transaction.
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const text of [DAY_HAS_ROOM_LOCKED, DAY_KEEPS_ROOM_ALWAYS]) await sql.raw(text).execute(db);
}
