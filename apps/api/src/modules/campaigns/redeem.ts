import { type CampaignRule, campaignValidity, repriceWithCampaigns, Refusal } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type CacheDeps, cachedStatic } from '../../db/static-cache.ts';
import { uselessCampaignsRefusal } from './combine-check.ts';
import {
  type CampaignRecord,
  customerIdOf,
  loadCampaigns,
  type ServiceInfo,
  servicesByIds,
  usedOncePerPhone,
} from './repo.ts';

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

export interface CampaignCheckInput {
  salonId: number;
  /** The customer, or (before the booking is written) its phone: null id, a phone not yet a customer. */
  customer: { id: number } | { phone: string };
  /** The booking day, ISO. */
  dateIso: string;
  /** The person's services at the price booking computed (special day, stylist level). */
  services: ReadonlyArray<{ serviceId: number; price: number }>;
  campaignIds: readonly number[];
  /** False: only check a use is left and note the campaign; its use is taken at confirmation. */
  takeUses?: boolean;
}

export interface CampaignBookingInput extends Omit<CampaignCheckInput, 'customer'> {
  bookingId: number;
  personIndex: number;
  customerId: number;
  now: Date;
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
 * One person's chosen campaigns, read and checked: everything but the uses taken and the redemptions
 * written. Reads only, so a create runs it before its booking's transaction and holds no lock meanwhile.
 * A refusal is kept, not thrown: the write step throws it where the rules' order puts it (after the
 * booking's own refusals, and before or between the uses taken, campaign by campaign).
 */
export interface CheckedCampaigns {
  /** Refuses the whole choice (a campaign not found, a useless one) before any campaign's own check. */
  refusal: Refusal | null;
  /** In the order their uses are taken, each with its own refusal, if any. */
  steps: Array<{ campaign: CampaignRecord; refusal: Refusal | null }>;
  priced: Pick<CampaignBookingResult, 'services' | 'total'>;
  takeUses: boolean;
}

/** What a booking's campaigns are checked against: the campaigns chosen and the services' catalogue. */
export interface CampaignReads {
  campaigns: CampaignRecord[];
  catalogue: Map<number, ServiceInfo>;
  /** The campaigns came from the per-process cache: their definitions, not their uses left. */
  cached: boolean;
}

/**
 * Rows read by their ids, or, when `cache` is given, from the per-process cache under the sorted ids: the
 * services' names and base prices (any write to them drops it, like the plan's prices), and the campaigns'
 * definitions with their salons and services (a change to a definition drops it in every process,
 * migration 0012's triggers; a use taken does not, so what the cache cannot tell, uses left, a voucher's or
 * a phone's use, is checked where the uses are noted, book_in_one, or taken, the write step on fresh reads).
 */
function readByIds<T>(
  cache: CacheDeps | undefined,
  prefix: string,
  ids: readonly number[],
  read: (ids: readonly number[]) => Promise<T>,
): Promise<T> {
  if (!cache) return read(ids);
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  return cachedStatic(cache, `${prefix}|${key}`, () => read(ids));
}

/**
 * The reads of a check, from the request alone: a create starts them beside its own reads (its plan),
 * so they cost no round trip of their own. With `cache`, the services' catalogue comes from the
 * per-process cache, and the campaigns too unless `freshCampaigns` (a use taken now): then a create
 * waiting for its code reads nothing here.
 */
export async function readCampaignsForBooking(
  db: Trx,
  campaignIds: readonly number[],
  serviceIds: readonly number[],
  cache?: CacheDeps,
  freshCampaigns = false,
): Promise<CampaignReads> {
  const campaignCache = freshCampaigns ? undefined : cache;
  const [campaigns, catalogue] = await Promise.all([
    readByIds(campaignCache, 'campaigns', [...new Set(campaignIds)], (ids) => loadCampaigns(db, { ids })),
    readByIds(cache, 'campaign-catalogue', serviceIds, (ids) => servicesByIds(db, ids)),
  ]);
  return { campaigns, catalogue, cached: campaignCache !== undefined };
}

/**
 * `reads`: started earlier with the same campaign and service ids; else read here. Cached reads check a
 * note's definitions only (book_in_one checks the rest, with the same refusals in the same order); a
 * refusal they find, or a use to take now, is decided again on fresh reads, so the answer is the one
 * fresh reads give.
 */
export async function checkCampaignsForBooking(
  db: Trx,
  input: CampaignCheckInput,
  reads?: Promise<CampaignReads>,
): Promise<CheckedCampaigns> {
  const ids = [...new Set(input.campaignIds)];
  const serviceIds = input.services.map((s) => s.serviceId);
  const read = await (reads ?? readCampaignsForBooking(db, ids, serviceIds));
  if (!read.cached) return checkAgainst(db, input, read);
  if (input.takeUses === false) {
    const checked = await checkAgainst(db, input, read);
    if (notedUses(checked)) return checked;
  }
  return checkAgainst(db, input, await readCampaignsForBooking(db, ids, serviceIds));
}

async function checkAgainst(
  db: Trx,
  input: CampaignCheckInput,
  { campaigns, catalogue, cached }: CampaignReads,
): Promise<CheckedCampaigns> {
  const ids = [...new Set(input.campaignIds)];
  const take = input.takeUses ?? true;
  const serviceIds = input.services.map((s) => s.serviceId);
  const lines = input.services.map((s) => ({
    serviceId: s.serviceId,
    price: s.price,
    basePrice: catalogue.get(s.serviceId)?.price ?? s.price,
  }));
  const { services, total } = repriceWithCampaigns(lines, campaigns);
  const checked = { refusal: null, steps: [], priced: { services, total }, takeUses: take };
  if (campaigns.length !== ids.length)
    return { ...checked, refusal: new Refusal('campaignToRedeemNotFound') };
  const useless = uselessCampaignsRefusal(lines, campaigns);
  if (useless) return { ...checked, refusal: useless };
  const steps: CheckedCampaigns['steps'] = [];
  const customerId = once(() => customerOf(db, input.customer));
  for (const c of campaigns) {
    const refusal = await campaignRefusal(db, c, { ...input, serviceIds, take, customerId, cached });
    steps.push({ campaign: c, refusal });
    // Nothing past a refused campaign is looked at: its refusal is the answer.
    if (refusal) break;
  }
  return { ...checked, steps };
}

/**
 * A campaign's own refusal: its rule (day, salon, services), and for a note only, whether a use is left.
 * `cached`: its definition only (uses left, the voucher's and the phone's use are book_in_one's check).
 */
async function campaignRefusal(
  db: Trx,
  c: CampaignRecord,
  ctx: CampaignCheckInput & {
    serviceIds: number[];
    take: boolean;
    customerId: () => Promise<number | null>;
    cached: boolean;
  },
): Promise<Refusal | null> {
  const usesUnknown = c.scope === 'voucher' || ctx.cached;
  const rule: CampaignRule = usesUnknown ? { ...c, remainingUsage: null } : c;
  const v = campaignValidity(rule, {
    dateIso: ctx.dateIso,
    salonId: ctx.salonId,
    serviceIds: ctx.serviceIds,
  });
  if (v.problem) return new Refusal(v.problem);
  if (ctx.take || ctx.cached) return null;
  if (c.scope === 'voucher') {
    const customerId = await ctx.customerId();
    if (customerId === null || !(await hasVoucherUse(db, customerId, c.id)))
      return new Refusal('campaignUsedUp');
  } else if (c.oncePerPhone) {
    const customerId = await ctx.customerId();
    if (customerId !== null && (await usedOncePerPhone(db, customerId)).has(c.id)) {
      return new Refusal('campaignOncePerPhone');
    }
  }
  return null;
}

function customerOf(db: Trx, customer: CampaignCheckInput['customer']): Promise<number | null> {
  return 'id' in customer ? Promise.resolve(customer.id) : customerIdOf(db, customer.phone);
}

/** Runs `read` once, on first use. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read();
    return value;
  };
}

/**
 * The write step, in the booking's transaction: the checked refusals thrown in the rules' order, one use
 * of each campaign taken (voucher or limited public campaign) when the booking is confirmed, and the
 * redemptions recorded. Throws a Refusal (nothing is kept: the caller's transaction rolls back).
 */
export async function writeCampaignsInBooking(
  trx: Trx,
  checked: CheckedCampaigns,
  booking: { bookingId: number; personIndex: number; customerId: number; now: Date },
): Promise<CampaignBookingResult> {
  if (checked.refusal) throw checked.refusal;
  const take = checked.takeUses;
  const used: CampaignBookingResult['usedCampaigns'] = [];
  for (const { campaign: c, refusal } of checked.steps) {
    if (refusal) throw refusal;
    let voucherId: number | null = null;
    if (take && c.scope === 'voucher') {
      voucherId = await redeemVoucher(trx, { customerId: booking.customerId, campaignId: c.id });
      if (voucherId === null) throw new Refusal('campaignUsedUp');
    } else if (take && c.remainingUsage !== null && !(await takePublicUse(trx, c.id))) {
      throw new Refusal('campaignUsedUp');
    }
    try {
      await trx
        .insertInto('campaign_redemption')
        .values({
          booking_id: booking.bookingId,
          person_index: booking.personIndex,
          campaign_id: c.id,
          voucher_id: voucherId,
          customer_id: booking.customerId,
          once_per_phone: c.oncePerPhone,
          created_at: booking.now,
          taken_at: take ? booking.now : null,
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
  return { ...checked.priced, usedCampaigns: used };
}

/**
 * The uses an unconfirmed booking notes for checked campaigns, for the booking's own write to check again
 * (what may have changed since a cached read) and record (campaign_redemption rows without a use taken);
 * null when the write step must run instead: a use to take now, or a refusal to throw.
 */
export function notedUses(checked: CheckedCampaigns): { campaignId: number; oncePerPhone: boolean }[] | null {
  if (checked.takeUses || checked.refusal || checked.steps.some((s) => s.refusal)) return null;
  return checked.steps.map(({ campaign: c }) => ({ campaignId: c.id, oncePerPhone: c.oncePerPhone }));
}

/**
 * Validates the chosen campaigns for one person of a booking, reprices the services by the domain
 * rule, takes one use of each campaign (voucher or limited public campaign) and records the
 * redemptions, all in the booking's transaction. Throws a Refusal (nothing is kept: the caller's
 * transaction rolls back).
 */
export async function applyCampaignsInBooking(
  trx: Trx,
  input: CampaignBookingInput,
): Promise<CampaignBookingResult> {
  const checked = await checkCampaignsForBooking(trx, { ...input, customer: { id: input.customerId } });
  return writeCampaignsInBooking(trx, checked, input);
}

// Giving uses back (a cancelled or expired booking) is a database trigger: migration 008.
