import { AT_HOME_DEFAULT_RADIUS_KM } from '@salon/domain';
import type { Db } from '../../../db/connect.ts';

// Reads of booking at home: a salon's radius, the owner's saved places, the salons that serve a point.

export async function salonRadiusKm(db: Db, salonId: number): Promise<number> {
  const row = await db
    .selectFrom('salon')
    .select('at_home_radius_km')
    .where('id', '=', salonId)
    .executeTakeFirst();
  return row ? Number(row.at_home_radius_km) : AT_HOME_DEFAULT_RADIUS_KM;
}

/**
 * One of the phone's saved places (001 §3 Saved address) as a home address: house number and street
 * with the place's address (or its name when it has none), its coordinates and place id; or undefined.
 */
export async function savedPlaceOf(db: Db, phone: string, attrId: number) {
  const row = await db
    .selectFrom('customer_saved_address')
    .select(['attr_name', 'detail', 'address', 'place_id', 'latitude', 'longitude'])
    .where('customer_phone', '=', phone)
    .where('attr_id', '=', attrId)
    .executeTakeFirst();
  if (!row) return undefined;
  const text = [row.detail, row.address].filter((part) => part.trim() !== '').join(', ');
  return {
    address: text || row.attr_name,
    placeId: row.place_id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}

/** Active, open salons that serve homes at all, with where they are and how far they go. */
export async function homeServingSalons(db: Db) {
  const rows = await db
    .selectFrom('salon')
    .select(['id', 'name', 'address', 'latitude', 'longitude', 'at_home_radius_km', 'opening_date'])
    .where('is_active', '=', true)
    .where('at_home_radius_km', '>', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    radiusKm: Number(r.at_home_radius_km),
    openingDate: r.opening_date,
  }));
}
