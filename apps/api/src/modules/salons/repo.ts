import { EXCLUDED_SALON_ID, salonSearchText, toDdMmYyyy } from '@salon/domain';
import type { Province, Salon } from '@salon/domain/contracts';
import type { Db } from '../../db/connect.ts';
import type { SpecialHours } from '../../db/schema.ts';

// SQL of the salons area. Rows are mapped to the API's camelCase shapes here, in one place.

export type ProvinceDto = Province;

/** The salon of 001 §3 and 000 §3, minus the per-visitor fields (distance, hasCame) and closedUntil. */
export type SalonDto = Omit<Salon, 'closedUntil'>;

export async function listProvinces(db: Db): Promise<ProvinceDto[]> {
  const [provinces, districts, counts] = await Promise.all([
    db.selectFrom('province').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('district').select(['id', 'province_id', 'name']).orderBy('id').execute(),
    db
      .selectFrom('salon')
      .select(['city_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_active', '=', true)
      .where('id', '!=', EXCLUDED_SALON_ID)
      .groupBy('city_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.city_id, Number(c.n)]));
  return provinces.map((p) => ({
    cityId: p.id,
    cityName: p.name,
    totalSalon: countOf.get(p.id) ?? 0,
    vungMienId: p.vung_mien_id,
    searchText: p.search_text,
    districtModels: districts
      .filter((d) => d.province_id === p.id)
      .map((d) => ({ districtId: d.id, districtName: d.name })),
  }));
}

function salonQuery(db: Db) {
  return db
    .selectFrom('salon as s')
    .innerJoin('province as p', 'p.id', 's.city_id')
    .leftJoin('district as d', 'd.id', 's.district_id')
    .selectAll('s')
    .select(['p.name as city_name', 'd.name as district_name'])
    .where('s.is_active', '=', true);
}

type SalonRow = Awaited<ReturnType<ReturnType<typeof salonQuery>['execute']>>[number];

function toSalonDto(r: SalonRow): SalonDto {
  return {
    id: r.id,
    name: r.name,
    cityId: r.city_id,
    cityName: r.city_name,
    districtId: r.district_id,
    districtName: r.district_name,
    latitude: r.latitude,
    longitude: r.longitude,
    searchText: salonSearchText([r.name, r.address, r.address_new, r.district_name]),
    address: r.address,
    addressNew: r.address_new,
    addressNote: r.address_note,
    images: r.images,
    parking: r.parking,
    salonHot: r.salon_hot,
    tagTopSalon: r.tag_top_salon,
    tag: r.tag,
    bookManyPeople: r.book_many_people,
    selectConsultation: r.select_consultation,
    openingDate: r.opening_date ? toDdMmYyyy(r.opening_date) : null,
    warnText: r.warn_text,
    phone: r.phone,
    hotline: r.hotline,
    map: r.map_link,
  };
}

/**
 * Active salons to book at, Hà Nội first and TP Hồ Chí Minh second (province order), then by id; the
 * training salon (001 §5) is in none of the lists made from this one.
 */
export async function listSalons(db: Db, opts: { topOnly?: boolean } = {}): Promise<SalonDto[]> {
  let q = salonQuery(db).where('s.id', '!=', EXCLUDED_SALON_ID);
  if (opts.topOnly) q = q.where('s.tag_top_salon', '=', true);
  const rows = await q.orderBy('p.sort_order').orderBy('s.id').execute();
  return rows.map(toSalonDto);
}

export async function findSalon(db: Db, salonId: number): Promise<SalonDto | undefined> {
  const row = await salonQuery(db).where('s.id', '=', salonId).executeTakeFirst();
  return row && toSalonDto(row);
}

/** Salons of the phone's past confirmed bookings, most recently visited first. */
export async function visitedSalonIds(db: Db, phone: string, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('booking as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('salon as s', 's.id', 'b.salon_id')
    .select(['b.salon_id', (eb) => eb.fn.max('b.date_book').as('last_visit')])
    .where('c.phone', '=', phone)
    .where('b.status', '=', 'confirmed')
    .where('b.date_book', '<=', today)
    .where('s.is_active', '=', true)
    .where('b.salon_id', '!=', EXCLUDED_SALON_ID)
    .groupBy('b.salon_id')
    .orderBy('last_visit', 'desc')
    .orderBy('b.salon_id')
    .execute();
  return rows.map((r) => r.salon_id);
}

export interface SavedAddress {
  attrId: number;
  attrName: string;
  latitude: number;
  longitude: number;
}

export async function savedAddresses(db: Db, phone: string): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('customer_saved_address')
    .select(['attr_id', 'attr_name', 'latitude', 'longitude'])
    .where('customer_phone', '=', phone)
    .orderBy('attr_id')
    .execute();
  return rows.map((r) => ({
    attrId: r.attr_id,
    attrName: r.attr_name,
    latitude: r.latitude,
    longitude: r.longitude,
  }));
}

export interface ActiveClosure {
  id: number;
  message: string;
  backupSalonIds: number[];
}

/** The closure covering `today` for a salon (the latest one if several overlap). */
export async function activeClosure(
  db: Db,
  salonId: number,
  today: string,
): Promise<ActiveClosure | undefined> {
  const closure = await db
    .selectFrom('salon_closure')
    .select(['id', 'message'])
    .where('salon_id', '=', salonId)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!closure) return undefined;
  const backups = await db
    .selectFrom('salon_closure_backup')
    .select('salon_id')
    .where('closure_id', '=', closure.id)
    .execute();
  return { ...closure, backupSalonIds: backups.map((b) => b.salon_id) };
}

/** Salons closed on `today` and the last day (ISO) of the closure covering it. */
export async function closedUntilOn(db: Db, today: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('salon_closure')
    .select(['salon_id', 'ends_on'])
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .orderBy('ends_on')
    .execute();
  return new Map(rows.map((r) => [r.salon_id, r.ends_on]));
}

/** Of the given salons, those closed on `today`. */
export async function closedSalonIds(db: Db, salonIds: number[], today: string): Promise<Set<number>> {
  if (salonIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('salon_closure')
    .select('salon_id')
    .where('salon_id', 'in', salonIds)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .execute();
  return new Set(rows.map((r) => r.salon_id));
}

export async function customerMemberType(db: Db, phone: string): Promise<number | null> {
  const row = await db
    .selectFrom('customer')
    .select('member_type')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.member_type ?? null;
}

export interface PrivacyRule {
  allowBookStylist: boolean;
  allowMultiple: boolean;
  daysBookFuture: number;
  maxDaysBookFuture: number;
}

export async function privacyRule(db: Db, memberType: number): Promise<PrivacyRule | undefined> {
  const row = await db
    .selectFrom('booking_privacy_rule')
    .selectAll()
    .where('member_type', '=', memberType)
    .executeTakeFirst();
  return (
    row && {
      allowBookStylist: row.allow_book_stylist,
      allowMultiple: row.allow_multiple,
      daysBookFuture: row.days_book_future,
      maxDaysBookFuture: row.max_days_book_future,
    }
  );
}

/** Salons a customer can book on `today`: active, already open, the training salon left out. */
export async function countOpenSalons(db: Db, today: string, excludedId: number): Promise<number> {
  const row = await db
    .selectFrom('salon')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_active', '=', true)
    .where('id', '!=', excludedId)
    .where((eb) => eb.or([eb('opening_date', 'is', null), eb('opening_date', '<=', today)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A salon's own booking rules (decision 0148): whether a stylist may be chosen there, its special hours. */
export interface SalonBookingRules {
  allowBookStylist: boolean;
  specialHours: SpecialHours;
}

export async function salonBookingRules(db: Db, salonId: number): Promise<SalonBookingRules | undefined> {
  const row = await db
    .selectFrom('salon')
    .select(['allow_book_stylist', 'special_hours'])
    .where('id', '=', salonId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row && { allowBookStylist: row.allow_book_stylist, specialHours: row.special_hours };
}
