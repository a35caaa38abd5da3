import { applyRating, validateRating, Refusal } from '@salon/domain';
import type { RatingDoneAnswer } from '@salon/domain/contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { ownVisit } from './service.ts';

// Rating a visit and its result photos (issue 19). A visit is rated once, by its own customer; the
// stylist's figures move in the same transaction, after the rating row is in, so a second or concurrent
// submission (stopped by visit_rating's primary key) never counts.

export async function rate(
  deps: AppDeps,
  customerId: number,
  input: { visitId: number; stars: number; comment?: string; tags?: string[] },
): Promise<RatingDoneAnswer['data']> {
  const checked = validateRating(input);
  if (!checked.ok) throw Refusal.invalid(checked.error);
  const visit = await ownVisit(deps, customerId, input.visitId);
  if (new Date(visit.visited_at) > deps.now()) throw new Refusal('visitNotFound');
  const { stars, comment, tags } = checked.value;
  return inTransaction(deps.db, async (trx) => {
    const inserted = await trx
      .insertInto('visit_rating')
      .values({
        visit_id: visit.id,
        customer_id: customerId,
        stylist_id: visit.stylist_id,
        stars,
        comment,
        tags: JSON.stringify(tags),
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.column('visit_id').doNothing())
      .returning('visit_id')
      .executeTakeFirst();
    if (!inserted) throw new Refusal('ratingAlreadyDone');
    const staff = await trx
      .selectFrom('staff')
      .select(['rating_star', 'total_customer', 'rating_info'])
      .where('id', '=', visit.stylist_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const after = applyRating(
      {
        ratingStar: Number(staff.rating_star),
        totalCustomer: staff.total_customer,
        ratingInfo: staff.rating_info,
      },
      stars,
    );
    await trx
      .updateTable('staff')
      .set({
        rating_star: after.ratingStar,
        total_customer: after.totalCustomer,
        rating_info: JSON.stringify(after.ratingInfo),
      })
      .where('id', '=', visit.stylist_id)
      .execute();
    return {
      visitId: visit.id,
      stylistId: visit.stylist_id,
      ratingStar: after.ratingStar,
      totalCustomer: after.totalCustomer,
    };
  });
}

/** Stars for the result photos, once a visit. */
export async function rateImages(deps: AppDeps, customerId: number, visitId: number, stars: number) {
  const visit = await ownVisit(deps, customerId, visitId);
  if (visit.images.length === 0) throw new Refusal('visitHasNoImages');
  const updated = await deps.db
    .updateTable('visit')
    .set({ image_stars: stars })
    .where('id', '=', visitId)
    .where('image_stars', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new Refusal('ratingAlreadyDone');
}

/** The photos are not of this customer: flagged for the salon (asking again changes nothing). */
export async function reportImages(deps: AppDeps, customerId: number, visitId: number) {
  const visit = await ownVisit(deps, customerId, visitId);
  if (visit.images.length === 0) throw new Refusal('visitHasNoImages');
  await deps.db
    .updateTable('visit')
    .set({ image_reported_at: deps.now() })
    .where('id', '=', visitId)
    .where('image_reported_at', 'is', null)
    .execute();
}
