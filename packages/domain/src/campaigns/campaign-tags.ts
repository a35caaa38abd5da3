import { formatPrice } from '../price.ts';
import type { CampaignEffect, CampaignRule } from './campaign-types.ts';
import { campaignOpenProblem } from './validity.ts';

// Campaign tags on the service list (001 §3 Service campaignTags {campaignId, desc}) and the
// campaign alert (isAlertCampaign): both come from the campaigns open today at the salon.

export interface CampaignTag {
  campaignId: number;
  desc: string;
}

type TagCampaign = Pick<
  CampaignRule,
  'id' | 'startDate' | 'endDate' | 'allSalons' | 'salonIds' | 'remainingUsage' | 'applyServiceIds' | 'effect'
>;

/** The tag's short text: what the campaign does to the service ('Giảm 20%', 'Chỉ 49.000 VNĐ'). */
export function campaignTagDesc(effect: CampaignEffect, lang: 'vi' | 'en'): string {
  if (effect.kind === 'percent') return lang === 'en' ? `${effect.value}% off` : `Giảm ${effect.value}%`;
  if (effect.value === 0) return lang === 'en' ? 'Free' : 'Miễn phí';
  return lang === 'en' ? `Only ${formatPrice(effect.value, 'en')}` : `Chỉ ${formatPrice(effect.value)}`;
}

/** The campaigns usable today at the salon (dates, salon, uses left), in their order. */
export function openCampaigns<T extends TagCampaign>(
  campaigns: readonly T[],
  ctx: { dateIso: string; salonId: number },
): T[] {
  return campaigns.filter((c) => campaignOpenProblem({ ...c, conditionServiceIds: [] }, ctx) === null);
}

/** Tags of each service promoted by an open campaign: serviceId → tags, in campaign order. */
export function campaignTagsByService(
  campaigns: readonly TagCampaign[],
  ctx: { dateIso: string; salonId: number; lang: 'vi' | 'en' },
): Map<number, CampaignTag[]> {
  const tags = new Map<number, CampaignTag[]>();
  for (const c of openCampaigns(campaigns, ctx)) {
    const tag = { campaignId: c.id, desc: campaignTagDesc(c.effect, ctx.lang) };
    for (const id of c.applyServiceIds) tags.set(id, [...(tags.get(id) ?? []), tag]);
  }
  return tags;
}
