import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

// SQL of the lucky wheel, lucky points and lucky sprint. Spins and points move only here, each with
// its ledger row, in the caller's transaction; the CHECKs of migration 170 refuse a negative figure.

type Trx = Transaction<Database>;
type Q = Db | Trx;

export async function activeWheels(db: Q, ids?: readonly number[]) {
  let q = db.selectFrom('lucky_wheel').selectAll().where('is_active', '=', true);
  if (ids) q = q.where('id', 'in', [...ids]);
  return q.orderBy('sort_order').orderBy('id').execute();
}

/**
 * Gifts with what decides whether they can be won today: stock, and for a voucher its campaign being
 * active and not ended.
 */
export async function giftsOf(db: Q, today: string, filter: { wheelIds?: readonly number[]; id?: number }) {
  let q = db
    .selectFrom('lucky_gift as g')
    .leftJoin('campaign as c', 'c.id', 'g.campaign_id')
    .selectAll('g')
    .select(['c.is_active as campaign_active', 'c.end_date as campaign_end']);
  if (filter.wheelIds) q = q.where('g.wheel_id', 'in', [...filter.wheelIds]);
  if (filter.id !== undefined) q = q.where('g.id', '=', filter.id);
  const rows = await q.orderBy('g.wheel_id').orderBy('g.position').execute();
  return rows.map(({ campaign_active, campaign_end, ...g }) => ({
    ...g,
    // A voucher whose campaign ended is out of stock for the draw.
    stock: g.kind === 'voucher' && !(campaign_active && campaign_end && campaign_end >= today) ? 0 : g.stock,
  }));
}
export type GiftRow = Awaited<ReturnType<typeof giftsOf>>[number];

/** Takes one of a limited gift; false when a rival took the last one first. */
export async function takeGift(trx: Trx, giftId: number): Promise<boolean> {
  const row = await trx
    .updateTable('lucky_gift')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', giftId)
    .where('stock', '>', 0)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function balanceOf(db: Q, customerId: number) {
  const row = await db
    .selectFrom('lucky_account')
    .select(['spins', 'points'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return { spins: row?.spins ?? 0, points: row?.points ?? 0 };
}

/** The customer's account row, created if missing, locked until the transaction ends. */
export async function lockAccount(trx: Trx, customerId: number) {
  await trx
    .insertInto('lucky_account')
    .values({ customer_id: customerId })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  return trx
    .selectFrom('lucky_account')
    .select(['spins', 'points'])
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Moves spins by `amount` with its ledger row; null (nothing written) when it would go below zero. */
export async function moveSpins(
  trx: Trx,
  customerId: number,
  amount: number,
  kind: 'exchange' | 'spin' | 'gift',
  at: Date,
): Promise<number | null> {
  const row = await trx
    .updateTable('lucky_account')
    .set((eb) => ({ spins: eb('spins', '+', amount) }))
    .where('customer_id', '=', customerId)
    .where('spins', '>=', Math.max(0, -amount))
    .returning('spins')
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .insertInto('lucky_spin_ledger')
    .values({ customer_id: customerId, amount, kind, spins_after: row.spins, created_at: at })
    .execute();
  return row.spins;
}

/** Moves lucky points by `amount` with its ledger row; null when it would go below zero. */
export async function movePoints(
  trx: Trx,
  customerId: number,
  amount: number,
  kind: 'gift' | 'exchange' | 'sprint',
  note: string,
  at: Date,
): Promise<number | null> {
  const row = await trx
    .updateTable('lucky_account')
    .set((eb) => ({ points: eb('points', '+', amount) }))
    .where('customer_id', '=', customerId)
    .where('points', '>=', Math.max(0, -amount))
    .returning('points')
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .insertInto('lucky_point_ledger')
    .values({ customer_id: customerId, amount, kind, points_after: row.points, note, created_at: at })
    .execute();
  return row.points;
}

export async function insertVoucher(
  trx: Trx,
  v: { campaignId: number; customerId: number; uses: number; source: 'wheel' | 'lucky-sprint'; at: Date },
): Promise<number> {
  const row = await trx
    .insertInto('voucher')
    .values({
      campaign_id: v.campaignId,
      customer_id: v.customerId,
      total_usage: v.uses,
      remaining_usage: v.uses,
      source: v.source,
      created_at: v.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertReceived(
  trx: Trx,
  r: { customerId: number; wheelId: number; giftId: number; voucherId: number | null; at: Date },
): Promise<number> {
  const row = await trx
    .insertInto('lucky_received_gift')
    .values({
      customer_id: r.customerId,
      wheel_id: r.wheelId,
      gift_id: r.giftId,
      voucher_id: r.voucherId,
      created_at: r.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Received gifts, newest first: one customer's, or everyone's real prizes (the recent winners). */
export function receivedGifts(db: Q, filter: { customerId?: number; id?: number; limit: number }) {
  let q = db
    .selectFrom('lucky_received_gift as r')
    .innerJoin('lucky_gift as g', 'g.id', 'r.gift_id')
    .innerJoin('customer as cu', 'cu.id', 'r.customer_id')
    .leftJoin('voucher as v', 'v.id', 'r.voucher_id')
    .leftJoin('campaign as c', 'c.id', 'v.campaign_id')
    .select([
      'r.id',
      'r.wheel_id',
      'r.created_at',
      'g.id as gift_id',
      'g.kind',
      'g.name',
      'g.name_en',
      'g.amount',
      'g.color',
      'cu.name as customer_name',
      'cu.phone',
      'v.id as voucher_id',
      'v.remaining_usage',
      'c.id as campaign_id',
      'c.name as campaign_name',
      'c.end_date',
    ]);
  if (filter.customerId !== undefined) q = q.where('r.customer_id', '=', filter.customerId);
  else q = q.where('g.kind', '<>', 'none');
  if (filter.id !== undefined) q = q.where('r.id', '=', filter.id);
  return q.orderBy('r.id', 'desc').limit(filter.limit).execute();
}
export type ReceivedRow = Awaited<ReturnType<typeof receivedGifts>>[number];

export function quests(db: Q) {
  return db
    .selectFrom('lucky_quest')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function questCounts(db: Q, customerId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('lucky_quest_completion')
    .select(['quest_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('customer_id', '=', customerId)
    .groupBy('quest_id')
    .execute();
  return new Map(rows.map((r) => [r.quest_id, Number(r.n)]));
}

export function packages(db: Q, id?: number) {
  let q = db.selectFrom('lucky_exchange_package').selectAll().where('is_active', '=', true);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.orderBy('sort_order').orderBy('id').execute();
}

export function pointEntries(db: Q, customerId: number, limit: number) {
  return db
    .selectFrom('lucky_point_ledger')
    .select(['id', 'amount', 'kind', 'points_after', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
