import { type Kysely, sql } from 'kysely';

// Less work in a create, the same outcome (decision 0145). book_in_one is written out in full here (it
// replaces migration 0003's); every other function stays as 0001 and 0003 wrote them. Two changes:
// - the customer's own unconfirmed bookings are ended only when there are some (end_bookings was
//   called with an empty list by nearly every create);
// - past the salon day's share, the persons are written once (holding nothing) and the seats are tried
//   and undone with seat_later from the booking's seat_request, instead of being written twice (once
//   in the undone try, once for good). Both run under the day's lock, which every anonymous create of
//   that salon day waits for.

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
  await sql.raw(BOOK_IN_ONE).execute(db);
}

// No down: migration 0003's book_in_one answers every call the same way (same parameters, same rows,
// same refusals); going back to an earlier build keeps this faster text, which that build calls alike.
