// Repricing of a service (001 §4 Pricing): special days and stylist level come from the
// rulesSpecialDay data; a campaign price applies on top when it lowers the price.

/** One rule of rulesSpecialDay, with prices in VNĐ (null: no override of that kind). */
export interface SpecialDayRule {
  serviceId: number;
  /** ISO dates 'YYYY-MM-DD' on which the special-day prices apply. */
  dates: readonly string[];
  /** Price on a special day. */
  specialPrice: number | null;
  /** Price with a stylist of at least `stylistLevelId`. */
  stylistPrice: number | null;
  /** Price on a special day with such a stylist. */
  specialStylistPrice: number | null;
  /** The lowest stylist skill level the stylist prices need (null: no stylist prices). */
  stylistLevelId: number | null;
}

export interface BasePrice {
  serviceId: number;
  price: number;
  oldPrice: number | null;
}

export interface PricingContext {
  /** The booking date, ISO. */
  dateIso: string;
  /** The chosen stylist's skill level; undefined when the system picks the stylist. */
  stylistSkillLevel?: number | null;
}

export interface RepricedService {
  serviceId: number;
  price: number;
  oldPrice: number | null;
  isSpecialDay: boolean;
  isStylistLevel: boolean;
}

export function ruleFor(rules: readonly SpecialDayRule[], serviceId: number): SpecialDayRule | undefined {
  return rules.find((r) => r.serviceId === serviceId);
}

function stylistQualifies(rule: SpecialDayRule, level: number | null | undefined): boolean {
  return rule.stylistLevelId !== null && level != null && level >= rule.stylistLevelId;
}

// The struck-through price is shown only when it is higher than what the customer pays:
// a surcharge on a special day must never look like a discount.
function oldPriceFor(base: BasePrice, price: number): number | null {
  const candidates = [base.oldPrice ?? 0, price < base.price ? base.price : 0];
  const best = Math.max(...candidates);
  return best > price ? best : null;
}

/** The price of one service on the booking date with the chosen stylist. */
export function repriceService(
  base: BasePrice,
  rules: readonly SpecialDayRule[],
  ctx: PricingContext,
): RepricedService {
  const rule = ruleFor(rules, base.serviceId);
  let price = base.price;
  let isSpecialDay = false;
  let isStylistLevel = false;
  if (rule) {
    const special = rule.dates.includes(ctx.dateIso);
    const stylist = stylistQualifies(rule, ctx.stylistSkillLevel);
    if (special && stylist && rule.specialStylistPrice !== null) {
      price = rule.specialStylistPrice;
      isSpecialDay = true;
      isStylistLevel = true;
    } else if (stylist && rule.stylistPrice !== null) {
      price = rule.stylistPrice;
      isStylistLevel = true;
    } else if (special && rule.specialPrice !== null) {
      price = rule.specialPrice;
      isSpecialDay = true;
    }
  }
  return {
    serviceId: base.serviceId,
    price,
    oldPrice: oldPriceFor(base, price),
    isSpecialDay,
    isStylistLevel,
  };
}

/**
 * True when the selection meets a stylist-level rule for this stylist (sent as isMaster):
 * some chosen service has a stylist price at the stylist's level.
 */
export function meetsStylistLevelRule(
  serviceIds: readonly number[],
  rules: readonly SpecialDayRule[],
  stylistSkillLevel: number | null | undefined,
): boolean {
  return serviceIds.some((id) => {
    const rule = ruleFor(rules, id);
    return rule !== undefined && stylistQualifies(rule, stylistSkillLevel);
  });
}

/**
 * A campaign price replaces the current price only when it is lower, and only when the
 * service's own price is at least the campaign price (a campaign never raises a price).
 */
export function applyCampaignPrice(
  currentPrice: number,
  servicePrice: number,
  campaignPrice: number,
): number {
  if (campaignPrice < 0) return currentPrice;
  return campaignPrice < currentPrice && servicePrice >= campaignPrice ? campaignPrice : currentPrice;
}

export interface PricedLine {
  price: number;
  oldPrice: number | null;
}

/** The bar's totals: what is paid, and what it would cost without discounts (equal when none). */
export function totalOf(lines: readonly PricedLine[]): { total: number; oldTotal: number } {
  let total = 0;
  let oldTotal = 0;
  for (const l of lines) {
    total += l.price;
    oldTotal += l.oldPrice !== null && l.oldPrice > l.price ? l.oldPrice : l.price;
  }
  return { total, oldTotal };
}
