import { meetsStylistLevelRule, type SpecialDayRule } from '../services/pricing.ts';

// 001 §4, §9: a master stylist serves at most 12 customers a day.
export const MASTER_DAILY_LIMIT = 12;

/** Whether a stylist can take one more customer on a day where `servedThatDay` are already booked. */
export function hasDailyRoom(isMaster: boolean, servedThatDay: number): boolean {
  return !isMaster || servedThatDay < MASTER_DAILY_LIMIT;
}

/** One person's choice as far as the stylist-level rule goes. */
export interface MasterSelection {
  serviceIds: readonly number[];
  /** The chosen stylist's skill level; null or undefined when the system picks the stylist. */
  stylistSkillLevel?: number | null;
}

/**
 * 001 §4 Pricing: isBookStylistMaster (sent as isMaster) is set when the selection meets the
 * special stylist-level rule of rulesSpecialDay: some person chose a stylist whose level reaches
 * the rule's stylistLevelId for one of their services. The web sends it; the server recomputes it.
 */
export function isBookStylistMaster(
  selection: readonly MasterSelection[],
  rules: readonly SpecialDayRule[],
): boolean {
  return selection.some((p) => meetsStylistLevelRule(p.serviceIds, rules, p.stylistSkillLevel));
}
