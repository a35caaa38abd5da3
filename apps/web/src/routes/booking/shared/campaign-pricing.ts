import {
  type CampaignPricing,
  canCombineCampaign,
  clashingCampaignIds,
  repriceWithCampaigns,
} from '@salon/domain';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import type { CampaignItem } from '@salon/domain/contracts';
import { useCampaignsForBooking } from './campaign-api.ts';

// The person's total with the chosen campaigns, by the same domain rule the server applies.

const ruleOf = (c: CampaignItem) => ({
  id: c.campaignId,
  applyServiceIds: c.serviceApplies.map((s) => s.id),
  effect: c.effect,
});

function linesOf(person: Pick<PersonDraft, 'chosenService'>, items: readonly CampaignItem[]) {
  const origin = new Map(items.flatMap((c) => c.serviceApplies.map((s) => [s.id, s.originPrice] as const)));
  return person.chosenService.map((s) => ({
    serviceId: s.serviceId,
    price: s.price,
    basePrice: origin.get(s.serviceId) ?? s.price,
  }));
}

/** Reprices a person's chosen services with the campaigns among `items` whose ids are chosen. */
export function priceWithCampaigns(
  person: Pick<PersonDraft, 'chosenService'>,
  items: readonly CampaignItem[],
  chosenIds: readonly number[],
): CampaignPricing {
  const chosen = items.filter((c) => chosenIds.includes(c.campaignId));
  return repriceWithCampaigns(linesOf(person, chosen), chosen.map(ruleOf));
}

/**
 * Promotions that cannot be chosen next to the chosen ones: they would compete for the same service
 * and lower nothing more (a voucher must not be spent for nothing). The server refuses them too.
 */
export function notCombinableIds(
  person: Pick<PersonDraft, 'chosenService'>,
  items: readonly CampaignItem[],
  chosenIds: readonly number[],
): Set<number> {
  const chosen = items.filter((c) => chosenIds.includes(c.campaignId));
  // Chosen elsewhere (step 5) or before the services changed: the clashing chosen ones say so too.
  const out = new Set(clashingCampaignIds(linesOf(person, chosen), chosen.map(ruleOf)));
  for (const item of items) {
    if (chosenIds.includes(item.campaignId)) continue;
    const lines = linesOf(person, [...chosen, item]);
    if (!canCombineCampaign(lines, chosen.map(ruleOf), ruleOf(item))) out.add(item.campaignId);
  }
  return out;
}

/** The campaign lists for a person of the draft (also the booking phone's own list when logged in). */
export function usePersonCampaigns(person: PersonDraft, phone: string | null) {
  const { user } = useCurrentUser();
  return useCampaignsForBooking({
    salonId: person.salon?.id ?? null,
    phone,
    serviceIds: person.chosenService.map((s) => s.serviceId),
    campaignIds: person.campaign.map((c) => c.id),
    dateBook: person.dateBook,
    viewer: user?.userInfo.userIdSql ?? null,
  });
}

/**
 * For the service block and the step-2 bar: the person's total after the chosen campaigns
 * (equal to the plain total when none is chosen).
 */
export function useRepricedTotal(person: PersonDraft, phone: string | null): CampaignPricing {
  const query = usePersonCampaigns(person, phone);
  const data = query.data?.data;
  const items = data ? [...data.salon, ...data.customer] : [];
  return priceWithCampaigns(
    person,
    items,
    person.campaign.map((c) => c.id),
  );
}
