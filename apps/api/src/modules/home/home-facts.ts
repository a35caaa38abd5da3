import { type HomeConfigDocument, type HomePromotion, homeReferences, withHomeFacts } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import { loadCampaigns } from '../campaigns/index.ts';
import { openSalonCount } from '../salons/index.ts';
import { homeOffers } from '../services/index.ts';
import { type Lang, translatorFor } from '../translations/index.ts';

// The stored homepage-config names services, promotions and figures by reference; this fills them
// from the catalogue, the promotions and the salons as of `today` (decision 0138), in the language
// asked (decision 0147).

async function openPromotions(deps: AppDeps, ids: number[], today: string, lang: Lang) {
  const rows = await loadCampaigns(deps.db, { ids, scope: 'public', endsFrom: today });
  const open = rows.filter((c) => c.startDate <= today && (c.remainingUsage ?? 1) > 0);
  const t = await translatorFor(
    deps.db,
    lang,
    open.flatMap((c) => [c.name, c.conditionText]),
  );
  return new Map<number, HomePromotion>(
    open.map((c) => [
      c.id,
      { name: t(c.name), conditionText: t(c.conditionText), serviceId: c.applyServiceIds[0] ?? null },
    ]),
  );
}

/** The homepage-config JSON as served on `today`, in `lang`. */
export async function homeConfigOn(
  deps: AppDeps,
  storedJson: string,
  today: string,
  lang: Lang = 'vi',
): Promise<string> {
  const doc = JSON.parse(storedJson) as HomeConfigDocument;
  const { serviceIds, campaignIds } = homeReferences(doc.data);
  const [offers, promotions, salonCount] = await Promise.all([
    homeOffers(deps.db, serviceIds, today, lang),
    openPromotions(deps, campaignIds, today, lang),
    openSalonCount(deps),
  ]);
  const data = withHomeFacts(doc.data, { offers, promotions, salonCount }, lang);
  return JSON.stringify({ ...doc, data });
}
