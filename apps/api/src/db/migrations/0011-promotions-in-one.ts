import { type Kysely, sql } from 'kysely';

// An unconfirmed create with promotions in one statement (decision 0145, second session). Its promotions
// are read, checked and priced before the write (the campaigns module); what was left to write in the
// booking's transaction was the prices (now in the rows book_in_one writes) and the noted uses, which
// book_in_one now writes too (p.notes). So that create is one statement, like one without promotions,
// instead of a transaction of 5 round trips holding its claims and its salon day's lock. A confirmed
// create (the owner, logged in) takes the uses, which stays a step of its transaction.
// book_in_one is written out in full (it replaces migration 0010's: the same text and the notes' insert).

const BOOK_IN_ONE = `
create or replace function book_in_one(p jsonb) returns jsonb language plpgsql as $fn$
-- A create (decision 0123: one statement, so its own transaction; or one step of the caller's). The
-- customer row is created if new and locked: one phone books one at a time. Then, in this order: the
-- phone's confirmed upcoming booking (checkUpcoming); for an anonymous create (ip set, the address's
-- counting key) the phone's and the (phone, address)'s unconfirmed creates in the window, then the
-- address's captcha level; the customer's own unconfirmed bookings replaced (releaseOwn); for an
-- anonymous create, whether the salon day's unconfirmed holds leave room for this one (day_has_room, then
-- day_keeps_room once seated; else it waits for its code: seat_request); the booking row (its columns are
-- whatever the app sends); its persons; the promotions it notes (notes: [{person_index, campaign_id,
-- once_per_phone}], already checked and priced by the app).
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
  -- The promotions an unconfirmed booking notes (their uses are taken when its code confirms it).
  insert into campaign_redemption (booking_id, person_index, campaign_id, customer_id, once_per_phone, created_at)
  select v_booking, n.person_index, n.campaign_id, v_customer, n.once_per_phone, v_now
  from jsonb_to_recordset(coalesce(p->'notes', '[]')) as n(person_index smallint, campaign_id integer, once_per_phone boolean);
  return jsonb_build_object('id', v_booking, 'customerId', v_customer, 'holdExpiresAt', v_hold,
    'holdsSlots', v_holds, 'persons', v_persons);
end
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(BOOK_IN_ONE).execute(db);
}

// No down: 0010's book_in_one differs only by ignoring p.notes, which no earlier build sends.
