import { addDays, vietnamInstant } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { DEMO_VISITOR_PHONE } from './salon-extras.ts';
import { stylePicture, VISIT_KINDS } from './style-pictures.ts';

// Demo visit history (issue 19): the demo customer's past bookings were served (one visit each, with
// result photos), plus older walk-in visits over the year, so the history pages, the monthly spending
// and the tier progress show something. One visit of 0912345678 lets tests prove ownership.

/** [days before today, salonId, service count, promotion discount] of the walk-ins, newest first. */
const WALK_INS: ReadonlyArray<readonly [number, number, number, number]> = [
  [60, 11, 2, 0],
  [75, 1, 1, 20000],
  [95, 11, 2, 0],
  [130, 1, 3, 50000],
  [160, 17, 1, 0],
  [200, 11, 2, 0],
  [240, 1, 1, 0],
  [280, 8, 2, 30000],
  [320, 11, 1, 0],
];

type Trx = Kysely<Database>;

async function firstStylist(trx: Trx, salonId: number) {
  return trx
    .selectFrom('staff')
    .select('id')
    .where('home_salon_id', '=', salonId)
    .where('kind', '=', 'stylist')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** A visit's "after" photos: the scalp, the crown and strands, never a head or face of someone else. */
function photos(seed: number): string[] {
  return VISIT_KINDS.map((kind, k) => stylePicture(kind, seed + k));
}

export async function seedVisits(trx: Trx, today: string): Promise<void> {
  const catalogue = await trx
    .selectFrom('service')
    .select(['id', 'name', 'price'])
    .where('is_sold', '=', true)
    .where('parent_service_id', 'is', null)
    .where('price', '>', 0)
    .orderBy('id')
    .limit(6)
    .execute();
  const servicesOf = (count: number, seed: number) =>
    Array.from({ length: count }, (_, k) => catalogue[(seed + k) % catalogue.length]).map((s) => ({
      serviceId: s.id,
      name: s.name,
      price: s.price,
    }));
  const demo = await trx
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', DEMO_VISITOR_PHONE)
    .executeTakeFirstOrThrow();
  // The demo customer's confirmed past bookings (seed/salon-extras.ts) were served.
  const served = await trx
    .selectFrom('booking as b')
    .innerJoin('booking_person as p', 'p.booking_id', 'b.id')
    .innerJoin('salon_slot as h', 'h.id', 'p.book_hour_id')
    .select([
      'b.id',
      'b.salon_id',
      'b.date_book',
      'p.stylist_id',
      'p.services',
      'p.total_money',
      'h.minute_of_day',
    ])
    .where('b.customer_id', '=', demo.id)
    .where('b.status', '=', 'confirmed')
    .where('b.date_book', '<', today)
    .orderBy('b.date_book', 'desc')
    .execute();
  let seed = 1;
  for (const b of served) {
    await trx
      .insertInto('visit')
      .values({
        customer_id: demo.id,
        booking_id: b.id,
        salon_id: b.salon_id,
        stylist_id: b.stylist_id,
        visited_at: vietnamInstant(b.date_book, b.minute_of_day),
        services: JSON.stringify(b.services),
        money_paid: b.total_money,
        promotions: '[]',
        images: JSON.stringify(photos(seed++)),
      })
      .execute();
  }
  for (const [daysAgo, salonId, count, discount] of WALK_INS) {
    const services = servicesOf(count, seed);
    const total = services.reduce((sum, s) => sum + s.price, 0);
    await trx
      .insertInto('visit')
      .values({
        customer_id: demo.id,
        booking_id: null,
        salon_id: salonId,
        stylist_id: (await firstStylist(trx, salonId)).id,
        visited_at: vietnamInstant(addDays(today, -daysAgo), 600 + (seed % 5) * 60),
        services: JSON.stringify(services),
        money_paid: Math.max(0, total - discount),
        promotions: JSON.stringify(discount ? [{ name: 'Ưu đãi thành viên', amount: discount }] : []),
        images: JSON.stringify(photos(seed++)),
      })
      .execute();
  }
  const other = await trx
    .selectFrom('customer')
    .select('id')
    .where('phone', '=', '+84912345678')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('visit')
    .values({
      customer_id: other.id,
      booking_id: null,
      salon_id: 1,
      stylist_id: (await firstStylist(trx, 1)).id,
      visited_at: vietnamInstant(addDays(today, -5), 660),
      services: JSON.stringify(servicesOf(1, 0)),
      money_paid: catalogue[0].price,
      promotions: '[]',
      images: JSON.stringify(photos(40)),
    })
    .execute();
}
