import { campaignLowersNothing, clashingCampaignIds, Refusal } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { servicesByIds } from './repo.ts';

// A booking's promotions must each lower a price (none is spent for nothing). Checked before any use is taken, so a
// refused booking spends nothing: two promotions competing for one service where one adds nothing,
// or a voucher that lowers no chosen service.

interface ChosenCampaign {
  id: number;
  scope: string;
  applyServiceIds: readonly number[];
  effect: { kind: 'price' | 'percent'; value: number };
}

export async function refuseUselessCampaigns(
  trx: Kysely<Database>,
  services: ReadonlyArray<{ serviceId: number; price: number }>,
  campaigns: readonly ChosenCampaign[],
): Promise<void> {
  if (campaigns.length === 0) return;
  const catalogue = await servicesByIds(
    trx,
    services.map((s) => s.serviceId),
  );
  const lines = services.map((s) => ({
    serviceId: s.serviceId,
    price: s.price,
    basePrice: catalogue.get(s.serviceId)?.price ?? s.price,
  }));
  if (clashingCampaignIds(lines, campaigns).length > 0) {
    throw new Refusal('campaignNotCombinable');
  }
  for (const c of campaigns) {
    if (c.scope === 'voucher' && campaignLowersNothing(lines, campaigns, c.id)) {
      throw new Refusal('campaignNoSaving');
    }
  }
}
