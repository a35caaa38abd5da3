import { message, todayInVietnam, toDdMmYyyy, Refusal } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import type { CurrentCustomer } from '../../http/auth.ts';
import * as repo from './repo.ts';

// Getting a voucher: by promotion code, or by claiming a one-per-phone or reward campaign. Each
// claim is one transaction; unique indexes make "once a phone" hold under concurrent requests.

const UNIQUE_VIOLATION = '23505';
const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** The caller must be logged in with the phone the voucher is for (the own-promotions rule, 001 §5). */
export function requireOwner(viewer: CurrentCustomer | null, phone: string): CurrentCustomer {
  if (!viewer) throw new Refusal('unauthorized');
  if (viewer.phone !== phone) throw new Refusal('loginWithBookingPhone');
  return viewer;
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === UNIQUE_VIOLATION;
}

export async function claimPromotionCode(
  deps: AppDeps,
  input: { code: string; phone: string },
  viewer: CurrentCustomer | null,
) {
  const code = input.code.trim().toUpperCase();
  if (code === '') throw new Refusal('promoCodeRequired');
  const owner = requireOwner(viewer, input.phone);
  if (!CODE_PATTERN.test(code)) throw new Refusal('promoCodeInvalid');
  const today = todayInVietnam(deps.now());
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('promotion_code as p')
        .innerJoin('campaign as c', 'c.id', 'p.campaign_id')
        .select(['p.campaign_id', 'p.uses_per_voucher', 'p.remaining_claims', 'c.end_date', 'c.is_active'])
        .where('p.code', '=', code)
        .executeTakeFirst();
      if (!row?.is_active || row.end_date < today) {
        throw new Refusal('promoCodeInvalid');
      }
      if (row.remaining_claims !== null) {
        const left = await trx
          .updateTable('promotion_code')
          .set((eb) => ({ remaining_claims: eb('remaining_claims', '-', 1) }))
          .where('code', '=', code)
          .where('remaining_claims', '>', 0)
          .returning('code')
          .executeTakeFirst();
        if (!left) throw new Refusal('promoCodeOutOfStock');
      }
      const voucher = await trx
        .insertInto('voucher')
        .values({
          campaign_id: row.campaign_id,
          customer_id: owner.customerId,
          total_usage: row.uses_per_voucher,
          remaining_usage: row.uses_per_voucher,
          source: 'code',
          promotion_code: code,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { voucherId: voucher.id, campaignId: row.campaign_id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Refusal('promoCodeAlreadyClaimed');
    throw err;
  }
}

/** Claims the voucher of a 'one-phone' campaign (no stock) or a 'reward' campaign (limited stock). */
export async function claimCampaignVoucher(
  deps: AppDeps,
  input: { phone: string; campaignId: number; kind: 'one-phone' | 'reward' },
  viewer: CurrentCustomer | null,
) {
  const owner = requireOwner(viewer, input.phone);
  const [campaign] = await repo.loadCampaigns(deps.db, { ids: [input.campaignId] });
  if (!campaign) throw new Refusal('campaignNotFound');
  if (campaign.claimKind !== input.kind) throw new Refusal('campaignNotClaimable');
  if (campaign.endDate < todayInVietnam(deps.now())) throw new Refusal('campaignExpired');
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (input.kind === 'reward') {
        const left = await trx
          .updateTable('campaign')
          .set((eb) => ({ claim_stock: eb('claim_stock', '-', 1) }))
          .where('id', '=', campaign.id)
          .where((eb) => eb.or([eb('claim_stock', 'is', null), eb('claim_stock', '>', 0)]))
          .returning('id')
          .executeTakeFirst();
        if (!left) throw new Refusal('rewardOutOfStock');
      }
      const voucher = await trx
        .insertInto('voucher')
        .values({
          campaign_id: campaign.id,
          customer_id: owner.customerId,
          total_usage: 1,
          remaining_usage: 1,
          source: input.kind,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { voucherId: voucher.id, campaignId: campaign.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Refusal('voucherAlreadyClaimed');
    throw err;
  }
}

/** Whether a phone may still use a once-per-phone public campaign. */
export async function oncePerPhoneStatus(
  deps: AppDeps,
  input: { phone: string; campaignId: number },
  viewer: CurrentCustomer | null,
) {
  const [campaign] = await repo.loadCampaigns(deps.db, { ids: [input.campaignId] });
  if (!campaign) throw new Refusal('campaignNotFound');
  // Whether a phone used a campaign is the owner's business (decision 0102): anyone else reads false.
  const customerId = viewer !== null && viewer.phone === input.phone ? viewer.customerId : null;
  const used =
    campaign.oncePerPhone &&
    customerId !== null &&
    (await repo.usedOncePerPhone(deps.db, customerId)).has(campaign.id);
  return {
    campaignId: campaign.id,
    oncePerPhone: campaign.oncePerPhone,
    used,
    message: used ? message('campaignOncePerPhone') : null,
  };
}

/** The vouchers a logged-in customer owns (their rewards), with the campaign's name and dates. */
export async function rewardsOf(deps: AppDeps, phone: string, viewer: CurrentCustomer | null) {
  const owner = requireOwner(viewer, phone);
  const vouchers = await repo.vouchersOf(deps.db, owner.customerId);
  const campaigns = await repo.loadCampaigns(deps.db, {
    ids: [...new Set(vouchers.map((v) => v.campaignId))],
  });
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  return vouchers.flatMap((v) => {
    const c = byId.get(v.campaignId);
    if (!c) return [];
    return [
      {
        voucherId: v.voucherId,
        campaignId: c.id,
        name: c.name,
        image: c.imageUrl,
        startDate: toDdMmYyyy(c.startDate),
        endDate: toDdMmYyyy(c.endDate),
        totalUsage: v.totalUsage,
        remainUsage: v.remainingUsage,
      },
    ];
  });
}
