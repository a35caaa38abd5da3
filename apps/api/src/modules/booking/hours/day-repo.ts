import type { DaySlot, SpecialHours, StaffDay } from '@salon/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { holdsSlotsSql } from '../shared/booking-time-sql.ts';

// SQL for one salon day: the salon, its slots, who works there and which slots are claimed.
// Functions take the database (or a transaction) first.

type Db = Kysely<Database>;

export interface SalonDayInfo {
  id: number;
  name: string;
  address: string;
  addressNew: string;
  cityId: number;
  latitude: number;
  longitude: number;
  slotMinutes: number;
  openingDate: string | null;
  mapLink: string | null;
  selectConsultation: boolean;
  /** Whether the salon takes group bookings (off, all, notToday). */
  bookManyPeople: 'off' | 'all' | 'notToday';
  /** Its own opening windows on some days (decision 0148); empty lists: the usual hours. */
  specialHours: SpecialHours;
  /** False: the system picks every stylist here (decision 0148). */
  allowBookStylist: boolean;
}

const salonColumns = [
  'id',
  'name',
  'address',
  'address_new',
  'city_id',
  'latitude',
  'longitude',
  'slot_minutes',
  'opening_date',
  'map_link',
  'select_consultation',
  'book_many_people',
  'special_hours',
  'allow_book_stylist',
] as const;

function toSalonDay(row: {
  id: number;
  name: string;
  address: string;
  address_new: string;
  city_id: number;
  latitude: number;
  longitude: number;
  slot_minutes: number;
  opening_date: string | null;
  map_link: string | null;
  select_consultation: boolean;
  book_many_people: 'off' | 'all' | 'notToday';
  special_hours: SpecialHours;
  allow_book_stylist: boolean;
}): SalonDayInfo {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    addressNew: row.address_new,
    cityId: row.city_id,
    latitude: row.latitude,
    longitude: row.longitude,
    slotMinutes: row.slot_minutes,
    openingDate: row.opening_date,
    mapLink: row.map_link,
    selectConsultation: row.select_consultation,
    bookManyPeople: row.book_many_people,
    specialHours: row.special_hours,
    allowBookStylist: row.allow_book_stylist,
  };
}

export async function findActiveSalon(db: Db, salonId: number): Promise<SalonDayInfo | null> {
  const row = await db
    .selectFrom('salon')
    .select(salonColumns)
    .where('id', '=', salonId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row ? toSalonDay(row) : null;
}

export async function activeSalonsInCity(db: Db, cityId: number): Promise<SalonDayInfo[]> {
  const rows = await db
    .selectFrom('salon')
    .select(salonColumns)
    .where('city_id', '=', cityId)
    .where('is_active', '=', true)
    .execute();
  return rows.map(toSalonDay);
}

/** The closure message when the salon is off that day (spec: salon-off), else null. */
export async function closureMessage(db: Db, salonId: number, dateIso: string): Promise<string | null> {
  const row = await db
    .selectFrom('salon_closure')
    .select('message')
    .where('salon_id', '=', salonId)
    .where('starts_on', '<=', dateIso)
    .where('ends_on', '>=', dateIso)
    .executeTakeFirst();
  return row?.message ?? null;
}

export async function salonSlots(db: Db, salonId: number): Promise<DaySlot[]> {
  const rows = await db
    .selectFrom('salon_slot')
    .select(['id', 'minute_of_day', 'hour_text', 'hour_group'])
    .where('salon_id', '=', salonId)
    .orderBy('minute_of_day')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    minute: r.minute_of_day,
    hourText: r.hour_text,
    hourGroup: r.hour_group,
  }));
}

export interface StaffOnShift extends StaffDay {
  kind: 'stylist' | 'skinner';
  skillLevel: number;
  rating: number;
}

/**
 * Staff on shift at the salon that day with their claimed slots. A claim counts while its booking
 * still holds its slots (the domain's holdsSlots; expired holds are swept lazily, see claims.ts).
 */
export async function staffOnShift(
  db: Db,
  salonId: number,
  dateIso: string,
  now: Date,
): Promise<StaffOnShift[]> {
  // One round trip: shifts with their live claims (PGlite pays per query).
  const { rows } = await sql<{
    id: number;
    kind: 'stylist' | 'skinner';
    is_master: boolean;
    skill_level: number;
    rating_star: string;
    start_minute: number;
    end_minute: number;
    slot_id: number | null;
    booking_person_id: number | null;
  }>`
    select s.id, s.kind, s.is_master, s.skill_level, s.rating_star, sh.start_minute, sh.end_minute,
           live.slot_id, live.booking_person_id
    from staff_shift sh
    join staff s on s.id = sh.staff_id and s.is_active
    -- Per staff member on shift (the claims' primary key), not every claim of the date in the chain.
    left join lateral (
      select c.slot_id, c.booking_person_id
      from staff_slot_claim c
      join booking_person bp on bp.id = c.booking_person_id
      join booking b on b.id = bp.booking_id
      where c.staff_id = s.id and c.work_date = ${dateIso}
        and ${holdsSlotsSql(now)}
    ) live on true
    where sh.salon_id = ${salonId} and sh.work_date = ${dateIso}
    order by s.id
  `.execute(db);
  const byId = new Map<number, StaffOnShift & { persons: Set<number> }>();
  for (const r of rows) {
    let staff = byId.get(r.id);
    if (!staff) {
      staff = {
        staffId: r.id,
        kind: r.kind,
        shiftStart: r.start_minute,
        shiftEnd: r.end_minute,
        taken: new Set<number>(),
        servedThatDay: 0,
        isMaster: r.is_master,
        skillLevel: r.skill_level,
        rating: Number(r.rating_star),
        persons: new Set<number>(),
      };
      byId.set(r.id, staff);
    }
    if (r.slot_id !== null) (staff.taken as Set<number>).add(r.slot_id);
    if (r.booking_person_id !== null) staff.persons.add(r.booking_person_id);
  }
  return [...byId.values()].map(({ persons, ...staff }) => ({ ...staff, servedThatDay: persons.size }));
}

interface StaffClaims {
  slots: Set<number>;
  persons: Set<number>;
}

async function liveClaims(
  db: Db,
  staffFilter: ReturnType<typeof sql>,
  dateIso: string,
  now: Date,
): Promise<Map<number, StaffClaims>> {
  const { rows } = await sql<{ staff_id: number; slot_id: number; booking_person_id: number }>`
    select c.staff_id, c.slot_id, c.booking_person_id
    from staff_slot_claim c
    join booking_person bp on bp.id = c.booking_person_id
    join booking b on b.id = bp.booking_id
    where c.work_date = ${dateIso} and ${staffFilter}
      and ${holdsSlotsSql(now)}
  `.execute(db);
  const byStaff = new Map<number, StaffClaims>();
  for (const r of rows) {
    let entry = byStaff.get(r.staff_id);
    if (!entry) {
      entry = { slots: new Set(), persons: new Set() };
      byStaff.set(r.staff_id, entry);
    }
    entry.slots.add(r.slot_id);
    entry.persons.add(r.booking_person_id);
  }
  return byStaff;
}

/** Customers a staff member already has that day (the master limit), read inside the booking's transaction. */
export async function servedThatDay(db: Db, staffId: number, dateIso: string, now: Date): Promise<number> {
  const claims = await liveClaims(db, sql`c.staff_id = ${staffId}`, dateIso, now);
  return claims.get(staffId)?.persons.size ?? 0;
}
