import { type CampaignTag, campaignTagsByService, openCampaigns } from '@salon/domain';
import type { Db } from '../../db/connect.ts';
import { loadCampaigns, usedOncePerPhone } from '../campaigns/index.ts';

// The service list's campaign tags and alert, from the campaigns area's data and the domain's
// validity rules (the campaigns open today at the salon).

export interface CampaignHints {
  tags: ReadonlyMap<number, readonly CampaignTag[]>;
  /** Some public campaign open today at the salon is still usable by this caller. */
  isAlertCampaign: boolean;
}

export async function campaignHints(
  db: Db,
  input: { salonId: number; today: string; lang: 'vi' | 'en'; customerId: number | null },
): Promise<CampaignHints> {
  const [campaigns, usedOnce] = await Promise.all([
    loadCampaigns(db, { scope: 'public', endsFrom: input.today }),
    input.customerId ? usedOncePerPhone(db, input.customerId) : Promise.resolve(new Set<number>()),
  ]);
  const ctx = { dateIso: input.today, salonId: input.salonId, lang: input.lang };
  const open = openCampaigns(campaigns, ctx);
  return {
    tags: campaignTagsByService(open, ctx),
    isAlertCampaign: open.some((c) => !(c.oncePerPhone && usedOnce.has(c.id))),
  };
}
