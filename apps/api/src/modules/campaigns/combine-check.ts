import { campaignLowersNothing, clashingCampaignIds, Refusal } from '@salon/domain';

// A booking's promotions must each lower a price (none is spent for nothing). Checked before any use is taken, so a
// refused booking spends nothing: two promotions competing for one service where one adds nothing,
// or a voucher that lowers no chosen service.

interface ChosenCampaign {
  id: number;
  scope: string;
  applyServiceIds: readonly number[];
  effect: { kind: 'price' | 'percent'; value: number };
}

export function uselessCampaignsRefusal(
  lines: ReadonlyArray<{ serviceId: number; price: number; basePrice: number }>,
  campaigns: readonly ChosenCampaign[],
): Refusal | null {
  if (campaigns.length === 0) return null;
  if (clashingCampaignIds(lines, campaigns).length > 0) return new Refusal('campaignNotCombinable');
  for (const c of campaigns) {
    if (c.scope === 'voucher' && campaignLowersNothing(lines, campaigns, c.id)) {
      return new Refusal('campaignNoSaving');
    }
  }
  return null;
}
