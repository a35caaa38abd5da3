// Member prices (000 §3 User memberType 2 Silver, 3 Gold, 4 Diamond; member-config's benefits
// "Giảm 5%/10%/15% mọi dịch vụ"). The percentages are data (the member_price table); this is the rule
// that turns them into a price.

/** Member tiers that have prices of their own; anything else (0, null) is the anonymous price. */
export const PRICED_MEMBER_TYPES = [2, 3, 4] as const;
export type PricedMemberType = (typeof PRICED_MEMBER_TYPES)[number];

export function pricedMemberType(value: number | null | undefined): PricedMemberType | null {
  return PRICED_MEMBER_TYPES.find((t) => t === value) ?? null;
}

/** One row of member prices: a percentage off for a tier, on one service, one group or (both null) all. */
export interface MemberPriceRule {
  memberType: number;
  serviceId: number | null;
  groupId: number | null;
  percent: number;
}

const VND_STEP = 1000;

/** The most specific rule for a service: its own, else its group's, else the tier's all-services rule. */
export function memberRuleFor(
  rules: readonly MemberPriceRule[],
  tier: number | null,
  service: { serviceId: number; groupId: number },
): MemberPriceRule | undefined {
  if (pricedMemberType(tier) === null) return undefined;
  const mine = rules.filter((r) => r.memberType === tier);
  return (
    mine.find((r) => r.serviceId === service.serviceId) ??
    mine.find((r) => r.serviceId === null && r.groupId === service.groupId) ??
    mine.find((r) => r.serviceId === null && r.groupId === null)
  );
}

/** The price after a percentage off, rounded to 1,000 VNĐ; never above the price, never below 0. */
export function percentOff(price: number, percent: number): number {
  const pct = Math.min(Math.max(percent, 0), 100);
  const off = Math.round((price * (100 - pct)) / 100 / VND_STEP) * VND_STEP;
  return Math.max(0, Math.min(price, off));
}

export interface MemberPriced {
  price: number;
  /** The struck-through price: the catalogue's old price, or the price before the member discount. */
  oldPrice: number | null;
}

/**
 * A catalogue service priced for a tier: the member price, with the catalogue price struck through
 * when it is lower. Anonymous callers (tier null) and services without a rule keep their prices.
 */
export function memberPrice(
  service: { serviceId: number; groupId: number; price: number; oldPrice: number | null },
  rules: readonly MemberPriceRule[],
  tier: number | null,
): MemberPriced {
  const rule = memberRuleFor(rules, tier, service);
  if (!rule) return { price: service.price, oldPrice: service.oldPrice };
  const price = percentOff(service.price, rule.percent);
  if (price >= service.price) return { price: service.price, oldPrice: service.oldPrice };
  return { price, oldPrice: Math.max(service.oldPrice ?? 0, service.price) };
}
