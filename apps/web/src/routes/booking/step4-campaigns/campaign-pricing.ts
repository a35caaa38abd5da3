import { type CampaignPricing, repriceWithCampaigns } from '@salon/domain';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { type CampaignItem, useCampaignsForBooking } from './campaign-api.ts';

// The person's total with the chosen campaigns, by the same domain rule the server applies.

/** Reprices a person's chosen services with the campaigns among `items` whose ids are chosen. */
export function priceWithCampaigns(
  person: Pick<PersonDraft, 'chosenService'>,
  items: readonly CampaignItem[],
  chosenIds: readonly number[],
): CampaignPricing {
  const chosen = items.filter((c) => chosenIds.includes(c.campaignId));
  const origin = new Map(chosen.flatMap((c) => c.serviceApplies.map((s) => [s.id, s.originPrice] as const)));
  const lines = person.chosenService.map((s) => ({
    serviceId: s.serviceId,
    price: s.price,
    basePrice: origin.get(s.serviceId) ?? s.price,
  }));
  const rules = chosen.map((c) => ({
    id: c.campaignId,
    applyServiceIds: c.serviceApplies.map((s) => s.id),
    effect: c.effect,
  }));
  return repriceWithCampaigns(lines, rules);
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
