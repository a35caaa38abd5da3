import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WaitlistStatus } from '../../db/schema.ts';

// SQL of the waitlist (migration 210). Functions take the database or a transaction first.

type Db = Kysely<Database>;

export interface EntryRow {
  id: number;
  customerId: number;
  phone: string;
  salonId: number;
  dateBook: string;
  slotId: number | null;
  /** The hour's minutes since midnight (null for the whole day). */
  minute: number | null;
  stylistId: number | null;
  serviceIds: number[];
  status: WaitlistStatus;
  createdAt: Date;
}

const entryColumns = [
  'e.id',
  'e.customer_id',
  'c.phone',
  'e.salon_id',
  'e.date_book',
  'e.slot_id',
  'e.stylist_id',
  'e.service_ids',
  'e.status',
  'e.created_at',
  'h.minute_of_day',
] as const;

function toEntry(r: {
  id: number;
  customer_id: number;
  phone: string;
  salon_id: number;
  date_book: string;
  slot_id: number | null;
  stylist_id: number | null;
  service_ids: number[];
  status: WaitlistStatus;
  created_at: Date;
  minute_of_day: number | null;
}): EntryRow {
  return {
    id: r.id,
    customerId: r.customer_id,
    phone: r.phone,
    salonId: r.salon_id,
    dateBook: r.date_book,
    slotId: r.slot_id,
    minute: r.minute_of_day,
    stylistId: r.stylist_id,
    serviceIds: r.service_ids,
    status: r.status,
    createdAt: new Date(r.created_at),
  };
}

/** Adds an entry unless the phone already waits for that hour (the active unique index). */
export async function insertEntry(
  db: Db,
  e: {
    customerId: number;
    salonId: number;
    dateBook: string;
    slotId: number | null;
    stylistId: number | null;
    serviceIds: number[];
    now: Date;
  },
): Promise<void> {
  await sql`
    insert into waitlist_entry (customer_id, salon_id, date_book, slot_id, stylist_id, service_ids, created_at, updated_at)
    values (${e.customerId}, ${e.salonId}, ${e.dateBook}, ${e.slotId}, ${e.stylistId},
            ${JSON.stringify(e.serviceIds)}, ${e.now}, ${e.now})
    on conflict (customer_id, salon_id, date_book, coalesce(slot_id, 0)) where status in ('waiting', 'offered')
    do nothing`.execute(db);
}

/** The customer's waiting or offered entries other than the one named (joining it again is a no-op). */
export async function activeEntriesElsewhere(
  db: Db,
  customerId: number,
  place: { salonId: number; dateBook: string; slotId: number | null },
): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from waitlist_entry
    where customer_id = ${customerId} and status in ('waiting', 'offered')
      and not (salon_id = ${place.salonId} and date_book = ${place.dateBook}
               and coalesce(slot_id, 0) = ${place.slotId ?? 0})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function entriesOf(db: Db, customerId: number): Promise<EntryRow[]> {
  const rows = await db
    .selectFrom('waitlist_entry as e')
    .innerJoin('customer as c', 'c.id', 'e.customer_id')
    .leftJoin('salon_slot as h', 'h.id', 'e.slot_id')
    .select(entryColumns)
    .where('e.customer_id', '=', customerId)
    .where('e.status', 'in', ['waiting', 'offered'])
    .orderBy('e.date_book')
    .orderBy('e.id')
    .execute();
  return rows.map(toEntry);
}

/**
 * The waiting entries of a salon day, first in line first: only of phones proven by an OTP login
 * (decision 0135). Entries made before joining needed the login, by any number, are never offered.
 */
export async function waitingLine(db: Db, salonId: number, dateBook: string, limit: number) {
  const rows = await db
    .selectFrom('waitlist_entry as e')
    .innerJoin('customer as c', 'c.id', 'e.customer_id')
    .leftJoin('salon_slot as h', 'h.id', 'e.slot_id')
    .select(entryColumns)
    .where('e.salon_id', '=', salonId)
    .where('e.date_book', '=', dateBook)
    .where('e.status', '=', 'waiting')
    .where('c.registered_at', 'is not', null)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

/** Takes every noted freed slot (each row goes to one worker), with the slot's minute. */
export async function takeFreed(db: Db) {
  const { rows } = await sql<{
    salon_id: number;
    work_date: string;
    slot_id: number;
    staff_id: number;
    minute_of_day: number;
  }>`
    with taken as (delete from waitlist_freed returning salon_id, work_date, slot_id, staff_id)
    select t.salon_id, to_char(t.work_date, 'YYYY-MM-DD') as work_date, t.slot_id, t.staff_id, s.minute_of_day
    from taken t join salon_slot s on s.id = t.slot_id`.execute(db);
  return rows;
}

/**
 * Entries whose offer ended: the hold confirmed (booked) or expired, cancelled or replaced (lapsed).
 * Returns how many changed.
 */
export async function settleOffers(db: Db, now: Date): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    update waitlist_entry e
    set status = case when b.status = 'confirmed' then 'booked' else 'lapsed' end, updated_at = ${now}
    from waitlist_offer o join booking b on b.id = o.booking_id
    where o.entry_id = e.id and e.status = 'offered' and b.status <> 'pending_otp'
      and o.id = (select max(o2.id) from waitlist_offer o2 where o2.entry_id = e.id)
    returning e.id`.execute(db);
  return rows.length;
}

export interface OfferView {
  offerId: number;
  bookingId: number;
  phone: string;
  bookingStatus: string;
  holdExpiresAt: Date | null;
  expiresAt: Date;
  salonId: number;
  salonName: string;
  salonAddress: string;
  dateBook: string;
  hour: string;
  stylistName: string;
  services: { serviceId: number; name: string; price: number }[];
  totalMoney: number;
}

export async function offerView(db: Db, offerId: number): Promise<OfferView | null> {
  const r = await db
    .selectFrom('waitlist_offer as o')
    .innerJoin('booking as b', 'b.id', 'o.booking_id')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('salon as s', 's.id', 'b.salon_id')
    .innerJoin('booking_person as bp', (j) =>
      j.onRef('bp.booking_id', '=', 'b.id').on('bp.person_index', '=', 0),
    )
    .innerJoin('salon_slot as h', 'h.id', 'bp.book_hour_id')
    .innerJoin('staff as st', 'st.id', 'bp.stylist_id')
    .select([
      'o.id',
      'o.booking_id',
      'o.expires_at',
      'c.phone',
      'b.status',
      'b.hold_expires_at',
      'b.salon_id',
      's.name as salon_name',
      's.address',
      'b.date_book',
      'h.hour_text',
      'st.name as stylist_name',
      'bp.services',
      'b.total_money',
    ])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    offerId: r.id,
    bookingId: r.booking_id,
    phone: r.phone,
    bookingStatus: r.status,
    holdExpiresAt: r.hold_expires_at ? new Date(r.hold_expires_at) : null,
    expiresAt: new Date(r.expires_at),
    salonId: r.salon_id,
    salonName: r.salon_name,
    salonAddress: r.address,
    dateBook: r.date_book,
    hour: r.hour_text,
    stylistName: r.stylist_name,
    services: r.services.map((s) => ({ serviceId: s.serviceId, name: s.name, price: s.price })),
    totalMoney: r.total_money,
  };
}
