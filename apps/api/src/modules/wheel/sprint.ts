import { spendPoints, todayInVietnam, Refusal } from '@salon/domain';
import type { SprintVoucher } from '@salon/domain/contracts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import * as repo from './repo.ts';

// Lucky sprint (issue 20): campaign vouchers bought with lucky points. The exchange is one transaction:
// the account row locked, points taken with `where points >= cost`, the offer's stock with
// `where stock > 0`, and a real voucher of the campaign (the one step 4's own tab lists) inserted.

function offers(db: Db, today: string) {
  return db
    .selectFrom('lucky_sprint_voucher as s')
    .innerJoin('campaign as c', 'c.id', 's.campaign_id')
    .select([
      's.id',
      's.campaign_id',
      's.points',
      's.stock',
      's.uses_per_voucher',
      'c.name',
      'c.image_url',
      'c.condition_text',
      'c.end_date',
    ])
    .where('s.is_active', '=', true)
    .where('c.is_active', '=', true)
    .where('c.end_date', '>=', today)
    .orderBy('s.sort_order')
    .orderBy('s.id');
}
type OfferRow = Awaited<ReturnType<ReturnType<typeof offers>['execute']>>[number];

const offerView = (r: OfferRow): SprintVoucher => ({
  voucherId: r.id,
  campaignId: r.campaign_id,
  name: r.name,
  imageUrl: r.image_url,
  conditionText: r.condition_text,
  point: r.points,
  remaining: r.stock,
  endDate: r.end_date,
});

export async function sprintVouchers(deps: AppDeps, page: number, pageSize: number) {
  const today = todayInVietnam(deps.now());
  const [rows, all] = await Promise.all([
    offers(deps.db, today)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    offers(deps.db, today).execute(),
  ]);
  return { items: rows.map(offerView), page, pageSize, total: all.length };
}

export async function sprintVoucher(deps: AppDeps, id: number) {
  const row = await offers(deps.db, todayInVietnam(deps.now())).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('sprintVoucherNotFound');
  return offerView(row);
}

export async function exchangeVoucher(deps: AppDeps, customerId: number, offerId: number) {
  const offer = await sprintVoucher(deps, offerId);
  return inTransaction(deps.db, async (trx) => {
    const account = await repo.lockAccount(trx, customerId);
    const left = spendPoints(account.points, offer.point);
    if (!left.ok) throw Refusal.invalid(left.error);
    const stock = await trx
      .updateTable('lucky_sprint_voucher')
      .set((eb) => ({ stock: eb('stock', '-', 1) }))
      .where('id', '=', offerId)
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
      .returning('uses_per_voucher')
      .executeTakeFirst();
    if (!stock) throw new Refusal('sprintVoucherOutOfStock');
    const at = deps.now();
    const point = await repo.movePoints(trx, customerId, -offer.point, 'sprint', offer.name, at);
    if (point === null) throw new Refusal('luckyPointsShort');
    const voucherId = await repo.insertVoucher(trx, {
      campaignId: offer.campaignId,
      customerId,
      uses: stock.uses_per_voucher,
      source: 'lucky-sprint',
      at,
    });
    await trx
      .insertInto('lucky_sprint_exchange')
      .values({
        sprint_voucher_id: offerId,
        customer_id: customerId,
        voucher_id: voucherId,
        points: offer.point,
        created_at: at,
      })
      .execute();
    return { voucherId, campaignId: offer.campaignId, point };
  });
}
