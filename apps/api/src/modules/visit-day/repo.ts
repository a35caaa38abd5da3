import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The visit day's reads and writes: bookings of a day, a stylist's guests with the counter's reports,
// check-ins. Bookings are read here as the reminders read them, by their tables.

type Db = Kysely<Database> | Transaction<Database>;

export interface VisitBooking {
  id: number;
  salonId: number;
  status: string;
  dateIso: string;
  phone: string;
  salonName: string;
  salonAddress: string;
  salonLatitude: number;
  salonLongitude: number;
  /** Where a booking at home is served: no counter to scan at, no salon to arrive at. */
  homeAddress: string | null;
}

export async function visitBooking(db: Db, bookingId: number): Promise<VisitBooking | undefined> {
  const row = await db
    .selectFrom('booking as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('salon as s', 's.id', 'b.salon_id')
    .select([
      'b.id',
      'b.salon_id',
      'b.status',
      'b.date_book',
      'c.phone',
      's.name',
      's.address',
      's.address_new',
      's.latitude',
      's.longitude',
      'b.home_address',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    salonId: row.salon_id,
    status: row.status,
    dateIso: String(row.date_book),
    phone: row.phone,
    salonName: row.name,
    salonAddress: row.address_new || row.address,
    salonLatitude: row.latitude,
    salonLongitude: row.longitude,
    homeAddress: row.home_address,
  };
}

/** One guest of a confirmed booking, with the counter's reports. */
export interface GuestOfDay {
  personId: number;
  bookingId: number;
  personIndex: number;
  stylistId: number;
  stylistName: string;
  minuteOfDay: number;
  hourText: string;
  catalogueMinutes: number;
  startedAt: Date | null;
  endedAt: Date | null;
}

/** Every guest of confirmed bookings of the day served by these stylists, by hour. */
export async function guestsOfStylists(db: Db, stylistIds: number[], dateIso: string): Promise<GuestOfDay[]> {
  if (stylistIds.length === 0) return [];
  const { rows } = await sql<{
    person_id: number;
    booking_id: number;
    person_index: number;
    stylist_id: number;
    stylist_name: string;
    minute_of_day: number;
    hour_text: string;
    catalogue_minutes: number;
    started_at: Date | null;
    ended_at: Date | null;
  }>`
    select p.id as person_id, p.booking_id, p.person_index, p.stylist_id, st.name as stylist_name,
      h.minute_of_day, h.hour_text,
      coalesce(nullif((select sum(sv.time_serve) from jsonb_array_elements(p.services) e
        join service sv on sv.id = (e->>'serviceId')::int), 0), s.slot_minutes)::int as catalogue_minutes,
      g.started_at, g.ended_at
    from booking_person p
    join booking b on b.id = p.booking_id
    join salon s on s.id = b.salon_id
    join staff st on st.id = p.stylist_id
    join salon_slot h on h.id = p.book_hour_id
    left join booking_service_progress g on g.booking_person_id = p.id
    where p.stylist_id in (${sql.join(stylistIds)}) and b.date_book = ${dateIso}::date
      and b.status = 'confirmed'
    order by h.minute_of_day, p.id`.execute(db);
  return rows.map((r) => ({
    personId: Number(r.person_id),
    bookingId: Number(r.booking_id),
    personIndex: Number(r.person_index),
    stylistId: Number(r.stylist_id),
    stylistName: r.stylist_name,
    minuteOfDay: Number(r.minute_of_day),
    hourText: r.hour_text,
    catalogueMinutes: Number(r.catalogue_minutes),
    startedAt: r.started_at ? new Date(r.started_at) : null,
    endedAt: r.ended_at ? new Date(r.ended_at) : null,
  }));
}

/** The booking's guests: person id, index and stylist. */
export async function guestsOfBooking(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_person')
    .select(['id', 'person_index', 'stylist_id'])
    .where('booking_id', '=', bookingId)
    .orderBy('person_index')
    .execute();
}

/** The minute of the day the booking's first guest sits down (a group starts with its first guest). */
export async function firstHourOf(db: Db, bookingId: number): Promise<number> {
  const row = await db
    .selectFrom('booking_person as p')
    .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
    .select((eb) => eb.fn.min('h.minute_of_day').as('minute'))
    .where('p.booking_id', '=', bookingId)
    .executeTakeFirst();
  return Number(row?.minute ?? 0);
}

export interface CheckIn {
  checkedInAt: Date;
  source: 'pos' | 'arrived';
}

/** Checks the booking in unless it is already; true when this call did. */
export async function insertCheckIn(db: Db, bookingId: number, at: Date, source: CheckIn['source']) {
  const row = await db
    .insertInto('booking_check_in')
    .values({ booking_id: bookingId, checked_in_at: at, source })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning('booking_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function checkInOf(db: Db, bookingId: number): Promise<CheckIn | undefined> {
  const row = await db
    .selectFrom('booking_check_in')
    .select(['checked_in_at', 'source'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { checkedInAt: new Date(row.checked_in_at), source: row.source as CheckIn['source'] };
}

/** Tells every process that the salon day's queue moved (their open pages ask again). */
export async function notifyQueueChanged(db: Db, salonId: number, dateIso: string): Promise<void> {
  await sql`select pg_notify('queue_changed', ${`${salonId}|${dateIso}`})`.execute(db);
}
