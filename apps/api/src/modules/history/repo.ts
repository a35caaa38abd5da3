import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// SQL of the history area: visits with their salon, stylist and rating; the customer's spending rows.

type Db = Kysely<Database>;

function visitsOf(db: Db) {
  return db
    .selectFrom('visit as v')
    .innerJoin('salon as s', 's.id', 'v.salon_id')
    .innerJoin('staff as st', 'st.id', 'v.stylist_id')
    .leftJoin('visit_rating as r', 'r.visit_id', 'v.id')
    .select([
      'v.id',
      'v.customer_id',
      'v.booking_id',
      'v.salon_id',
      's.name as salon_name',
      's.address_new as salon_address',
      'v.visited_at',
      'v.services',
      'v.money_paid',
      'v.promotions',
      'v.images',
      'v.image_stars',
      'v.image_reported_at',
      'v.stylist_id',
      'st.name as stylist_name',
      'st.avatar as stylist_avatar',
      'st.rating_star',
      'st.total_customer',
      'r.stars as rating_stars',
      'r.comment as rating_comment',
      'r.tags as rating_tags',
      'r.created_at as rating_created_at',
    ]);
}
export type VisitRow = Awaited<ReturnType<ReturnType<typeof visitsOf>['executeTakeFirstOrThrow']>>;

export async function countVisits(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('visit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of a customer's visits, newest first (id breaks ties so pages never overlap). */
export function pageOfVisits(db: Db, customerId: number, limit: number, offset: number) {
  return visitsOf(db)
    .where('v.customer_id', '=', customerId)
    .orderBy('v.visited_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findVisit(db: Db, visitId: number) {
  return visitsOf(db).where('v.id', '=', visitId).executeTakeFirst();
}

/** The newest visit of the customer with no rating yet, within `since`. */
export function latestUnrated(db: Db, customerId: number, since: Date) {
  return visitsOf(db)
    .where('v.customer_id', '=', customerId)
    .where('r.visit_id', 'is', null)
    .where('v.visited_at', '>=', since)
    .orderBy('v.visited_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every payment of the customer since `since` (a year of visits is small; months are cut in code). */
export function paymentsSince(db: Db, customerId: number, since: Date) {
  return db
    .selectFrom('visit')
    .select(['visited_at', 'money_paid'])
    .where('customer_id', '=', customerId)
    .where('visited_at', '>=', since)
    .execute();
}

export async function totalPaid(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('visit')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('money_paid'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
