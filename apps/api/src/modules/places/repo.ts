import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// SQL of saved places (table customer_saved_address, migrations 002 and 150).
const COLUMNS = [
  'attr_id',
  'attr_name',
  'customer_phone',
  'detail',
  'place_id',
  'address',
  'old_address',
  'province_code',
  'ward_code',
  'latitude',
  'longitude',
] as const;

export interface PlaceRow {
  attr_id: number;
  attr_name: string;
  customer_phone: string;
  detail: string;
  place_id: string | null;
  address: string;
  old_address: string | null;
  province_code: string | null;
  ward_code: string | null;
  latitude: number;
  longitude: number;
}

export interface PlaceWrite {
  attr_name: string;
  detail: string;
  place_id: string;
  address: string;
  old_address: string | null;
  province_code: string;
  ward_code: string | null;
  latitude: number;
  longitude: number;
}

export function listOf(db: Db, phone: string): Promise<PlaceRow[]> {
  return db
    .selectFrom('customer_saved_address')
    .select(COLUMNS)
    .where('customer_phone', '=', phone)
    .orderBy('attr_id')
    .execute();
}

export async function findById(db: Db, attrId: number): Promise<PlaceRow | null> {
  const row = await db
    .selectFrom('customer_saved_address')
    .select(COLUMNS)
    .where('attr_id', '=', attrId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Inserts unless the phone already has `max` places. The count and the insert are one statement, and
 * a transaction-scoped advisory lock per phone makes two simultaneous adds wait for each other.
 */
export async function insertWithin(
  db: Db,
  phone: string,
  max: number,
  place: PlaceWrite,
): Promise<PlaceRow | null> {
  return db.transaction().execute(async (trx) => {
    // hashtext: one lock key per phone; released at commit.
    await sql`select pg_advisory_xact_lock(hashtext(${`place:${phone}`}))`.execute(trx);
    const { n } = await trx
      .selectFrom('customer_saved_address')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_phone', '=', phone)
      .executeTakeFirstOrThrow();
    if (Number(n) >= max) return null;
    return trx
      .insertInto('customer_saved_address')
      .values({ customer_phone: phone, ...place })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function update(db: Db, attrId: number, changes: Partial<PlaceWrite>): Promise<PlaceRow | null> {
  const row = await db
    .updateTable('customer_saved_address')
    .set(changes)
    .where('attr_id', '=', attrId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export async function remove(db: Db, attrId: number): Promise<void> {
  await db.deleteFrom('customer_saved_address').where('attr_id', '=', attrId).execute();
}
