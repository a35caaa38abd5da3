import {
  type CampaignCheckContext,
  campaignPriceFor,
  campaignSaving,
  campaignValidity,
  type MessageKey,
  message,
  toDdMmYyyy,
} from '@salon/domain';
import type { CampaignItem, CampaignServiceRef } from '@salon/domain/contracts';
import type { CampaignRecord, ServiceInfo } from './repo.ts';

// The Campaign shape of 001 §3 (campaignId, name, image, expire, valid, validCondition, message,
// serviceApplies, serviceConditions) built from a record and the booking's choices.

// The answer types are the contracts' (@salon/domain/contracts); this file builds them.
export type { CampaignItem };

export function serviceRefs(
  ids: readonly number[],
  services: ReadonlyMap<number, ServiceInfo>,
  chosen: readonly number[],
  campaign?: CampaignRecord,
): CampaignServiceRef[] {
  return ids.flatMap((id) => {
    const s = services.get(id);
    if (!s) return [];
    const price = campaign ? Math.min(s.price, campaignPriceFor(campaign.effect, s.price)) : s.price;
    return [
      {
        id,
        name: s.name,
        price: Math.max(price, 0),
        originPrice: s.price,
        description: s.description,
        serviceImage: s.serviceImage,
        selected: chosen.includes(id),
      },
    ];
  });
}

export function campaignItem(
  c: CampaignRecord,
  ctx: CampaignCheckContext & { selectedIds: readonly number[]; extraProblem?: MessageKey | null },
  services: ReadonlyMap<number, ServiceInfo>,
): CampaignItem {
  const v = campaignValidity(c, ctx);
  const problem: MessageKey | null = v.problem ?? ctx.extraProblem ?? null;
  const lines = ctx.serviceIds.flatMap((id) => {
    const s = services.get(id);
    return s ? [{ serviceId: id, price: s.price, basePrice: s.price }] : [];
  });
  return {
    campaignId: c.id,
    name: c.name,
    image: c.imageUrl,
    expire: toDdMmYyyy(c.endDate),
    valid: problem === null,
    validCondition: v.validCondition,
    message: problem === null ? null : message(problem),
    selected: ctx.selectedIds.includes(c.id),
    remainUsage: c.remainingUsage,
    saving: problem === null ? campaignSaving(lines, c) : 0,
    effect: c.effect,
    serviceApplies: serviceRefs(c.applyServiceIds, services, ctx.serviceIds, c),
    serviceConditions: serviceRefs(c.conditionServiceIds, services, ctx.serviceIds),
  };
}
