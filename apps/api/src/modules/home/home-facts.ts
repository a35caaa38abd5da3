import { type HomeConfigDocument, type HomePromotion, homeReferences, withHomeFacts } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import { loadCampaigns } from '../campaigns/index.ts';
import { openSalonCount } from '../salons/index.ts';
import { homeOffers } from '../services/index.ts';

// The stored homepage-config names services, promotions and figures by reference; this fills them
// from the catalogue, the promotions and the salons as of `today` (decision 0138).

async function openPromotions(deps: AppDeps, ids: number[], today: string) {
  const rows = await loadCampaigns(deps.db, { ids, scope: 'public', endsFrom: today });
  const open = rows.filter((c) => c.startDate <= today && (c.remainingUsage ?? 1) > 0);
  return new Map<number, HomePromotion>(
    open.map((c) => [
      c.id,
      { name: c.name, conditionText: c.conditionText, serviceId: c.applyServiceIds[0] ?? null },
    ]),
  );
}

/** The homepage-config JSON as served on `today`. */
export async function homeConfigOn(deps: AppDeps, storedJson: string, today: string): Promise<string> {
  const doc = JSON.parse(storedJson) as HomeConfigDocument;
  const { serviceIds, campaignIds } = homeReferences(doc.data);
  const [offers, promotions, salonCount] = await Promise.all([
    homeOffers(deps.db, serviceIds, today),
    openPromotions(deps, campaignIds, today),
    openSalonCount(deps),
  ]);
  return JSON.stringify({ ...doc, data: withHomeFacts(doc.data, { offers, promotions, salonCount }) });
}
