import type { CampaignRule } from '@salon/domain';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema.ts';

// SQL of the promotions area. Functions take `db` (or a transaction) first; rows are mapped to
// the shapes the use cases need here and nowhere else.

type Db = Kysely<Database>;

export interface CampaignRecord extends CampaignRule {
  name: string;
  imageUrl: string;
  conditionText: string;
  scope: 'public' | 'voucher';
  claimKind: 'none' | 'one-phone' | 'reward';
  paymentMethod: string;
  oncePerPhone: boolean;
  sortOrder: number;
}

/**
 * Active campaigns: those with the given ids, or every one of a scope not ended by `endsFrom`. One
 * statement (their salons and services read with them): a create with a promotion reads this before its
 * write, one round trip of the pool each.
 */
export async function loadCampaigns(
  db: Db,
  filter: { ids?: readonly number[]; scope?: 'public' | 'voucher'; endsFrom?: string },
): Promise<CampaignRecord[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  let q = db
    .selectFrom('campaign')
    .selectAll('campaign')
    .select((eb) => [
      jsonArrayFrom(
        eb.selectFrom('campaign_salon').select('salon_id').whereRef('campaign_id', '=', 'campaign.id'),
      ).as('salons'),
      jsonArrayFrom(
        eb
          .selectFrom('campaign_service')
          .select(['service_id', 'role'])
          .whereRef('campaign_id', '=', 'campaign.id')
          .orderBy('service_id'),
      ).as('services'),
    ])
    .where('is_active', '=', true);
  if (filter.ids) q = q.where('id', 'in', [...filter.ids]);
  if (filter.scope) q = q.where('scope', '=', filter.scope);
  if (filter.endsFrom) q = q.where('end_date', '>=', filter.endsFrom);
  const rows = await q.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    imageUrl: r.image_url,
    conditionText: r.condition_text,
    scope: r.scope,
    claimKind: r.claim_kind,
    startDate: r.start_date,
    endDate: r.end_date,
    paymentMethod: r.payment_method,
    effect: { kind: r.effect_kind, value: r.effect_value },
    allSalons: r.all_salons,
    salonIds: r.salons.map((s) => s.salon_id),
    remainingUsage: r.remaining_usage,
    oncePerPhone: r.once_per_phone,
    sortOrder: r.sort_order,
    conditionServiceIds: r.services.filter((s) => s.role === 'condition').map((s) => s.service_id),
    applyServiceIds: r.services.filter((s) => s.role === 'apply').map((s) => s.service_id),
  }));
}

export interface VoucherRecord {
  voucherId: number;
  campaignId: number;
  totalUsage: number;
  remainingUsage: number;
}

/** A customer's vouchers, the ones with uses left first, then the oldest first. */
export async function vouchersOf(db: Db, customerId: number): Promise<VoucherRecord[]> {
  const rows = await db
    .selectFrom('voucher')
    .select(['id', 'campaign_id', 'total_usage', 'remaining_usage'])
    .where('customer_id', '=', customerId)
    .orderBy('remaining_usage', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    voucherId: r.id,
    campaignId: r.campaign_id,
    totalUsage: r.total_usage,
    remainingUsage: r.remaining_usage,
  }));
}

export async function customerIdOf(db: Db, phone: string): Promise<number | null> {
  const row = await db.selectFrom('customer').select('id').where('phone', '=', phone).executeTakeFirst();
  return row?.id ?? null;
}

/** Campaign ids this customer already used among the once-per-phone campaigns (live, confirmed uses). */
export async function usedOncePerPhone(db: Db, customerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('campaign_redemption')
    .select('campaign_id')
    .where('customer_id', '=', customerId)
    .where('once_per_phone', '=', true)
    .where('released_at', 'is', null)
    // A booking still waiting for its OTP has not used it (decision 0101).
    .where('taken_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.campaign_id));
}

export interface ServiceInfo {
  id: number;
  name: string;
  price: number;
  description: string;
  serviceImage: string[];
}

export async function servicesByIds(db: Db, ids: readonly number[]): Promise<Map<number, ServiceInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('service')
    .select(['id', 'name', 'version_name', 'price', 'subtitle', 'images'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.version_name ? `${r.name} (${r.version_name})` : r.name,
        price: r.price,
        description: r.subtitle,
        serviceImage: r.images,
      },
    ]),
  );
}

export async function salonsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('salon')
    .select(['id', 'name', 'address_new as addressNew'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export async function salonExists(db: Db, salonId: number): Promise<boolean> {
  const row = await db.selectFrom('salon').select('id').where('id', '=', salonId).executeTakeFirst();
  return row !== undefined;
}
