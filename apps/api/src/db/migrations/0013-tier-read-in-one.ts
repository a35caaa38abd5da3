import { type Kysely, sql } from 'kysely';

// The phone's tier read by the create's write (decision 0149). A create by anyone but the logged-in owner
// read the phone's member tier before book_in_one (one more pool acquisition, the pool's wait being most of
// a create's time). The app now computes what each tier makes of the create (its refusal of a group, a day
// or a stylist, and whether an upcoming booking refuses it) from the tiers' cached rules, and book_in_one
// applies the answer of the tier it reads under the customer's row lock. book_in_one is written out in full.
// No down: this book_in_one runs the requests of 0012's build unchanged (without tiers it reads
// checkUpcoming, as 0012's did).

const BOOK_IN_ONE = `
create or replace function book_in_one(p jsonb) returns jsonb language plpgsql as $fn$
-- A create (decision 0123: one statement, so its own transaction; or one step of the caller's). The
-- customer row is created if new and locked: one phone books one at a time. Then, in this order: the
-- phone's tier's answer (tiers: [{memberType, refusal, checkUpcoming}], the app's reading of each tier's
-- rules; memberType null answers for any tier), its refusal first, then the phone's confirmed upcoming
-- booking when the answer checks it (a build without tiers sends checkUpcoming); for an anonymous create (ip set, the address's
-- counting key) the phone's and the (phone, address)'s unconfirmed creates in the window, then the
-- address's captcha level; the customer's own unconfirmed bookings replaced (releaseOwn); for an
-- anonymous create, whether the salon day's unconfirmed holds leave room for this one (day_has_room, then
-- day_keeps_room once seated; else it waits for its code: seat_request); the booking row (its columns are
-- whatever the app sends); its persons; the promotions it notes (notes: [{person_index, campaign_id,
-- once_per_phone}], priced by the app and checked by it against its cached definitions), checked here
-- against what must be fresh (noted_campaigns_refusal) before they are written.
declare
  v_now timestamptz := (p->>'now')::timestamptz;
  v_date date := (p->>'date')::date;
  v_since timestamptz := (p->>'since')::timestamptz;
  v_ip text := p->>'ip';
  v_customer integer;
  v_tier integer;
  v_answer jsonb;
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
  v_refusal text;
begin
  insert into customer (phone) values (p->>'phone') on conflict (phone) do nothing;
  select id, coalesce(member_type, 0) into v_customer, v_tier from customer where phone = p->>'phone' for no key update;
  select a into v_answer from jsonb_array_elements(coalesce(p->'tiers', '[]')) a
    where a->'memberType' = 'null' or (a->>'memberType')::integer = v_tier limit 1;
  v_answer := coalesce(v_answer, p->'tiers'->0, jsonb_build_object('checkUpcoming', p->'checkUpcoming'));
  if v_answer->>'refusal' is not null then
    raise exception 'booking:tier' using detail = v_answer->>'refusal';
  end if;
  if (v_answer->>'checkUpcoming')::boolean and exists (
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
  -- The promotions an unconfirmed booking notes (their uses are taken when its code confirms it), after
  -- the booking's own refusals as before.
  v_refusal := noted_campaigns_refusal(coalesce(p->'notes', '[]'), v_customer, v_date);
  if v_refusal is not null then raise exception 'booking:campaign' using detail = v_refusal; end if;
  insert into campaign_redemption (booking_id, person_index, campaign_id, customer_id, once_per_phone, created_at)
  select v_booking, n.person_index, n.campaign_id, v_customer, k.once_per_phone, v_now
  from jsonb_to_recordset(coalesce(p->'notes', '[]')) as n(person_index smallint, campaign_id integer)
  join campaign k on k.id = n.campaign_id;
  return jsonb_build_object('id', v_booking, 'customerId', v_customer, 'holdExpiresAt', v_hold,
    'holdsSlots', v_holds, 'persons', v_persons);
end
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(BOOK_IN_ONE).execute(db);
}
