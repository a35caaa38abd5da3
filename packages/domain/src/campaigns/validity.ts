import type { CampaignCheckContext, CampaignRule, CampaignValidity } from './campaign-types.ts';

// Whether a campaign can be used for a booking (001 §5: a promotion is selectable only when valid).
// The order of the checks decides which single message the customer sees.

export function appliesAtSalon(
  rule: Pick<CampaignRule, 'allSalons' | 'salonIds'>,
  salonId: number | null,
): boolean {
  if (salonId === null) return false;
  return rule.allSalons || rule.salonIds.includes(salonId);
}

/**
 * The chosen services meet the condition: one of the condition services when the campaign has
 * any, otherwise one of the promoted services.
 */
export function meetsServiceCondition(
  rule: Pick<CampaignRule, 'conditionServiceIds' | 'applyServiceIds'>,
  serviceIds: readonly number[],
): boolean {
  const chosen = new Set(serviceIds);
  const needed = rule.conditionServiceIds.length > 0 ? rule.conditionServiceIds : rule.applyServiceIds;
  return needed.some((id) => chosen.has(id));
}

/** Step 5's button: some promoted or condition service is chosen (001 §2 Step 5). */
export function hasCampaignService(
  rule: Pick<CampaignRule, 'conditionServiceIds' | 'applyServiceIds'>,
  serviceIds: readonly number[],
): boolean {
  const chosen = new Set(serviceIds);
  return [...rule.conditionServiceIds, ...rule.applyServiceIds].some((id) => chosen.has(id));
}

export function campaignValidity(rule: CampaignRule, ctx: CampaignCheckContext): CampaignValidity {
  const validCondition = meetsServiceCondition(rule, ctx.serviceIds);
  const fail = (problem: CampaignValidity['problem']): CampaignValidity => ({
    valid: false,
    validCondition,
    problem,
  });
  if (ctx.dateIso > rule.endDate) return fail('campaignExpired');
  if (ctx.dateIso < rule.startDate) return fail('campaignNotStarted');
  if (!appliesAtSalon(rule, ctx.salonId)) return fail('campaignSalonNotApplied');
  if (rule.remainingUsage !== null && rule.remainingUsage <= 0) return fail('campaignUsedUp');
  if (!validCondition) return fail('campaignConditionNotMet');
  return { valid: true, validCondition, problem: null };
}
