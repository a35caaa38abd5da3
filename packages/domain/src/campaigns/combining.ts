import { type CampaignLine, type PricingCampaign, repriceWithCampaigns } from './repricing.ts';

// Which promotions can be used together, so none is spent for nothing. Campaigns never stack on one service: the lowest
// price wins. A promotion that competes with another for the same chosen service and lowers nothing
// the others do not already lower would be spent for nothing, so the two cannot be chosen together.

const promotesAny = (c: PricingCampaign, serviceIds: ReadonlySet<number>) =>
  c.applyServiceIds.some((id) => serviceIds.has(id));

/**
 * The campaigns among `campaigns` that add nothing to the others on these lines while promoting a
 * chosen service another of them also promotes. Empty: they can all be used together.
 */
export function clashingCampaignIds(
  lines: readonly CampaignLine[],
  campaigns: readonly PricingCampaign[],
): number[] {
  const total = repriceWithCampaigns(lines, campaigns).total;
  const chosen = new Set(lines.map((l) => l.serviceId));
  return campaigns
    .filter((c) => {
      const others = campaigns.filter((o) => o !== c);
      const shared = new Set(c.applyServiceIds.filter((id) => chosen.has(id)));
      if (!others.some((o) => promotesAny(o, shared))) return false;
      return repriceWithCampaigns(lines, others).total <= total;
    })
    .map((c) => c.id);
}

/** `candidate` can be chosen next to `chosen`: together every one of them still lowers a price. */
export function canCombineCampaign(
  lines: readonly CampaignLine[],
  chosen: readonly PricingCampaign[],
  candidate: PricingCampaign,
): boolean {
  if (chosen.some((c) => c.id === candidate.id)) return true;
  return clashingCampaignIds(lines, [...chosen, candidate]).length === 0;
}

/** The campaign lowered no price on these lines (used alone or with others): it must not be spent. */
export function campaignLowersNothing(
  lines: readonly CampaignLine[],
  campaigns: readonly PricingCampaign[],
  id: number,
): boolean {
  return !repriceWithCampaigns(lines, campaigns).services.some((s) => s.campaignId === id);
}
