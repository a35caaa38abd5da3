import { todayInVietnam, toDdMmYyyy, Refusal } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import type { CurrentCustomer } from '../../http/auth.ts';
import { type CampaignItem, campaignItem, serviceRefs } from './campaign-view.ts';
import * as repo from './repo.ts';

// Use cases of step 4 and step 5: the campaign lists for a booking and a campaign's detail.

/** How many campaigns the "best" list holds. */
const BEST_COUNT = 3;

export interface ForBookingInput {
  campaignUsing: number[];
  phone: string | null;
  salonId: number | null;
  serviceIds: number[];
  /** The booking day, ISO; defaults to today. */
  dateIso: string | null;
}

/** The viewer sees the customer's own list only when logged in with the booking phone (001 §5). */
function ownerOf(viewer: CurrentCustomer | null, phone: string | null): CurrentCustomer | null {
  return viewer && phone && viewer.phone === phone ? viewer : null;
}

export async function campaignsForBooking(
  deps: AppDeps,
  input: ForBookingInput,
  viewer: CurrentCustomer | null,
) {
  const today = todayInVietnam(deps.now());
  const dateIso = input.dateIso ?? today;
  const owner = ownerOf(viewer, input.phone);
  const customerId = input.phone ? await repo.customerIdOf(deps.db, input.phone) : null;
  const [publicCampaigns, vouchers, usedOnce] = await Promise.all([
    repo.loadCampaigns(deps.db, { scope: 'public', endsFrom: today }),
    owner ? repo.vouchersOf(deps.db, owner.customerId) : Promise.resolve([]),
    customerId ? repo.usedOncePerPhone(deps.db, customerId) : Promise.resolve(new Set<number>()),
  ]);
  const voucherCampaigns = await repo.loadCampaigns(deps.db, {
    ids: [...new Set(vouchers.map((v) => v.campaignId))],
    endsFrom: today,
  });
  const allServiceIds = [...publicCampaigns, ...voucherCampaigns].flatMap((c) => [
    ...c.applyServiceIds,
    ...c.conditionServiceIds,
  ]);
  const services = await repo.servicesByIds(deps.db, [...allServiceIds, ...input.serviceIds]);
  const ctx = {
    dateIso,
    salonId: input.salonId,
    serviceIds: input.serviceIds,
    selectedIds: input.campaignUsing,
  };
  const salon = publicCampaigns
    .filter((c) => c.allSalons || (input.salonId !== null && c.salonIds.includes(input.salonId)))
    .map((c) =>
      campaignItem(c, { ...ctx, extraProblem: usedOnce.has(c.id) ? 'campaignOncePerPhone' : null }, services),
    );
  // One entry a campaign: several vouchers of one campaign add up their uses.
  const customer: CampaignItem[] = voucherCampaigns.map((c) => {
    const remaining = vouchers
      .filter((v) => v.campaignId === c.id)
      .reduce((sum, v) => sum + v.remainingUsage, 0);
    return campaignItem({ ...c, remainingUsage: remaining }, ctx, services);
  });
  const best = [...salon, ...customer]
    .filter((c) => c.valid && c.saving > 0)
    .sort((a, b) => b.saving - a.saving)
    .slice(0, BEST_COUNT);
  return { salon, customer, best };
}

export async function rewardDetail(
  deps: AppDeps,
  input: { campaignId: number; salonId: number | null; phone: string | null },
  viewer: CurrentCustomer | null,
) {
  const [campaign] = await repo.loadCampaigns(deps.db, { ids: [input.campaignId] });
  if (!campaign) throw new Refusal('campaignNotFound');
  let remainUsage = campaign.remainingUsage;
  const owner = ownerOf(viewer, input.phone);
  if (campaign.scope === 'voucher') {
    const vouchers = owner ? await repo.vouchersOf(deps.db, owner.customerId) : [];
    remainUsage = vouchers
      .filter((v) => v.campaignId === campaign.id)
      .reduce((sum, v) => sum + v.remainingUsage, 0);
  }
  const [services, salons] = await Promise.all([
    repo.servicesByIds(deps.db, [...campaign.applyServiceIds, ...campaign.conditionServiceIds]),
    repo.salonsByIds(deps.db, campaign.salonIds),
  ]);
  return {
    campaignId: campaign.id,
    name: campaign.name,
    imageUrl: campaign.imageUrl,
    startDate: toDdMmYyyy(campaign.startDate),
    endDate: toDdMmYyyy(campaign.endDate),
    remainUsage,
    paymentMethod: campaign.paymentMethod,
    allSalons: campaign.allSalons,
    salonApplies: salons,
    appliesAtSalon:
      input.salonId === null ? null : campaign.allSalons || campaign.salonIds.includes(input.salonId),
    condition: campaign.conditionText,
    effect: campaign.effect,
    scope: campaign.scope,
    serviceApplies: serviceRefs(campaign.applyServiceIds, services, [], campaign),
    serviceConditions: serviceRefs(campaign.conditionServiceIds, services, []),
  };
}
