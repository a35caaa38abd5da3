import type {
  CampaignCheckContext,
  CampaignProblem,
  CampaignRule,
  CampaignValidity,
} from './campaign-types.ts';

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

/**
 * Why the campaign cannot be used on that day at that salon whatever the services (dates, salon, uses
 * left), or null when it is open. Service-list tags and the campaign alert use it alone.
 */
export function campaignOpenProblem(
  rule: CampaignRule,
  ctx: Pick<CampaignCheckContext, 'dateIso' | 'salonId'>,
): CampaignProblem | null {
  if (ctx.dateIso > rule.endDate) return 'campaignExpired';
  if (ctx.dateIso < rule.startDate) return 'campaignNotStarted';
  if (!appliesAtSalon(rule, ctx.salonId)) return 'campaignSalonNotApplied';
  if (rule.remainingUsage !== null && rule.remainingUsage <= 0) return 'campaignUsedUp';
  return null;
}

export function campaignValidity(rule: CampaignRule, ctx: CampaignCheckContext): CampaignValidity {
  const validCondition = meetsServiceCondition(rule, ctx.serviceIds);
  const problem = campaignOpenProblem(rule, ctx) ?? (validCondition ? null : 'campaignConditionNotMet');
  return { valid: problem === null, validCondition, problem };
}
