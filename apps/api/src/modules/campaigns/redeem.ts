import { type CampaignRule, campaignValidity, repriceWithCampaigns, Refusal } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refuseUselessCampaigns } from './combine-check.ts';
import { loadCampaigns, servicesByIds, usedOncePerPhone } from './repo.ts';

// Campaigns used by a booking, inside the booking's transaction (decision 0071). Every use is a
// conditional decrement (`remaining > 0`) that PostgreSQL re-checks after waiting for a concurrent
// writer, backed by a check constraint, so a voucher can never be used more often than it allows.
// A booking waiting for its OTP only notes its campaigns (taken_at null); confirm-uses.ts takes the
// uses when it is confirmed (decision 0101), so an unconfirmed hold consumes nothing.

type Trx = Kysely<Database>;
const UNIQUE_VIOLATION = '23505';

/**
 * Takes one use of a voucher of `campaignId` owned by the customer; returns the voucher id, or
 * null when none has a use left. Safe under concurrent bookings.
 */
export async function redeemVoucher(
  trx: Trx,
  input: { customerId: number; campaignId: number },
): Promise<number | null> {
  const candidates = await trx
    .selectFrom('voucher')
    .select('id')
    .where('customer_id', '=', input.customerId)
    .where('campaign_id', '=', input.campaignId)
    .where('remaining_usage', '>', 0)
    .orderBy('id')
    .execute();
  for (const { id } of candidates) {
    const taken = await trx
      .updateTable('voucher')
      .set((eb) => ({ remaining_usage: eb('remaining_usage', '-', 1) }))
      .where('id', '=', id)
      .where('remaining_usage', '>', 0)
      .returning('id')
      .executeTakeFirst();
    if (taken) return taken.id;
  }
  return null;
}

/** Whether the customer owns a voucher of `campaignId` with a use left (nothing is taken). */
async function hasVoucherUse(trx: Trx, customerId: number, campaignId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('voucher')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('campaign_id', '=', campaignId)
    .where('remaining_usage', '>', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes one use of a public campaign with a limited count; true when one was left. */
export async function takePublicUse(trx: Trx, campaignId: number): Promise<boolean> {
  const row = await trx
    .updateTable('campaign')
    .set((eb) => ({ remaining_usage: eb('remaining_usage', '-', 1) }))
    .where('id', '=', campaignId)
    .where('remaining_usage', '>', 0)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface CampaignBookingInput {
  bookingId: number;
  personIndex: number;
  salonId: number;
  customerId: number;
  /** The booking day, ISO. */
  dateIso: string;
  /** The person's services at the price booking computed (special day, stylist level). */
  services: ReadonlyArray<{ serviceId: number; price: number }>;
  campaignIds: readonly number[];
  now: Date;
  /** False: only check a use is left and note the campaign; its use is taken at confirmation. */
  takeUses?: boolean;
}

export interface CampaignBookingResult {
  services: Array<{
    serviceId: number;
    price: number;
    priceBeforeCampaign: number | null;
    campaignId: number | null;
  }>;
  total: number;
  usedCampaigns: Array<{ id: number; name: string; voucherId: number | null }>;
}

/**
 * Validates the chosen campaigns for one person of a booking, reprices the services by the domain
 * rule, takes one use of each campaign (voucher or limited public campaign) and records the
 * redemptions. Throws a Refusal (nothing is kept: the caller's transaction rolls back).
 */
export async function applyCampaignsInBooking(
  trx: Trx,
  input: CampaignBookingInput,
): Promise<CampaignBookingResult> {
  const ids = [...new Set(input.campaignIds)];
  const take = input.takeUses ?? true;
  const campaigns = await loadCampaigns(trx, { ids });
  if (campaigns.length !== ids.length) throw new Refusal('campaignToRedeemNotFound');
  const serviceIds = input.services.map((s) => s.serviceId);
  await refuseUselessCampaigns(trx, input.services, campaigns);
  const used: CampaignBookingResult['usedCampaigns'] = [];
  for (const c of campaigns) {
    const check = (rule: CampaignRule) => {
      const v = campaignValidity(rule, { dateIso: input.dateIso, salonId: input.salonId, serviceIds });
      if (v.problem) throw new Refusal(v.problem);
    };
    let voucherId: number | null = null;
    if (c.scope === 'voucher') {
      check({ ...c, remainingUsage: null });
      if (take) {
        voucherId = await redeemVoucher(trx, { customerId: input.customerId, campaignId: c.id });
        if (voucherId === null) throw new Refusal('campaignUsedUp');
      } else if (!(await hasVoucherUse(trx, input.customerId, c.id))) {
        throw new Refusal('campaignUsedUp');
      }
    } else {
      check(c);
      if (take && c.remainingUsage !== null && !(await takePublicUse(trx, c.id))) {
        throw new Refusal('campaignUsedUp');
      }
      if (!take && c.oncePerPhone && (await usedOncePerPhone(trx, input.customerId)).has(c.id)) {
        throw new Refusal('campaignOncePerPhone');
      }
    }
    try {
      await trx
        .insertInto('campaign_redemption')
        .values({
          booking_id: input.bookingId,
          person_index: input.personIndex,
          campaign_id: c.id,
          voucher_id: voucherId,
          customer_id: input.customerId,
          once_per_phone: c.oncePerPhone,
          created_at: input.now,
          taken_at: take ? input.now : null,
        })
        .execute();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new Refusal('campaignOncePerPhone');
      }
      throw err;
    }
    used.push({ id: c.id, name: c.name, voucherId });
  }
  const catalogue = await servicesByIds(trx, serviceIds);
  const lines = input.services.map((s) => ({
    serviceId: s.serviceId,
    price: s.price,
    basePrice: catalogue.get(s.serviceId)?.price ?? s.price,
  }));
  const priced = repriceWithCampaigns(lines, campaigns);
  return { services: priced.services, total: priced.total, usedCampaigns: used };
}

// Giving uses back (a cancelled or expired booking) is a database trigger: migration 008.
