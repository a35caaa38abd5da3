import { earnedTier, tierSpendingSince, todayInVietnam, vietnamInstant, Refusal } from '@salon/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';

// A served visit, as the salon's point-of-sale system reports it (POST /api/pos/visits): the booking
// becomes a visit in the customer's history (rateable, counted in spending), once; the customer's member
// tier rises in the same transaction when the last 12 months' spending has earned it. A tier is never
// lowered here: the chain's yearly review does that, not a visit.

export interface VisitReport {
  bookingId: number;
  /** What the customer paid at the counter (VNĐ); the booking's total when not given. */
  moneyPaid?: number;
  images?: string[];
}

export async function recordVisit(deps: AppDeps, report: VisitReport) {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const booking = await trx
      .selectFrom('booking')
      .select(['id', 'customer_id', 'salon_id', 'status', 'total_money', 'hold_expires_at'])
      .where('id', '=', report.bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw new Refusal('bookingNotFound');
    if (booking.status !== 'confirmed') throw new Refusal('visitNotServable');
    const done = await trx
      .selectFrom('visit')
      .select('id')
      .where('booking_id', '=', booking.id)
      .executeTakeFirst();
    if (done) throw new Refusal('visitAlreadyRecorded');
    const persons = await trx
      .selectFrom('booking_person')
      .select(['stylist_id', 'services'])
      .where('booking_id', '=', booking.id)
      .orderBy('person_index')
      .execute();
    const first = persons[0];
    if (!first) throw new Refusal('visitNotServable');
    const visit = await trx
      .insertInto('visit')
      .values({
        customer_id: booking.customer_id,
        booking_id: booking.id,
        salon_id: booking.salon_id,
        stylist_id: first.stylist_id,
        visited_at: now,
        services: JSON.stringify(persons.flatMap((p) => p.services)),
        money_paid: report.moneyPaid ?? booking.total_money,
        promotions: '[]',
        images: JSON.stringify(report.images ?? []),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberType = await raiseTier(trx, booking.customer_id, now);
    return { visitId: visit.id, customerId: booking.customer_id, memberType };
  });
}

/** Raises the stored tier to what the last 12 months' spending (as the history page counts it) earned. */
async function raiseTier(trx: Kysely<Database>, customerId: number, now: Date) {
  const since = vietnamInstant(tierSpendingSince(todayInVietnam(now)));
  const { spend } = await trx
    .selectFrom('visit')
    .select(sql<number>`coalesce(sum(money_paid), 0)::int`.as('spend'))
    .where('customer_id', '=', customerId)
    .where('visited_at', '>=', since)
    .executeTakeFirstOrThrow();
  const earned = earnedTier(spend);
  if (earned !== null) {
    // Only upwards, decided under the row's lock: a rival visit that raised it further is not undone.
    await trx
      .updateTable('customer')
      .set({ member_type: earned })
      .where('id', '=', customerId)
      .where((eb) => eb.or([eb('member_type', 'is', null), eb('member_type', '<', earned)]))
      .execute();
  }
  const row = await trx
    .selectFrom('customer')
    .select('member_type')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.member_type;
}
