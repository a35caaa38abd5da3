import { describe, expect, it } from 'vitest';
import { type MemberPriceRule, memberPrice, memberRuleFor, percentOff } from './member-price.ts';

// The seeded rows: member-config's "Giảm 5%/10%/15% mọi dịch vụ", plus a group and a service rule.
const rules: MemberPriceRule[] = [
  { memberType: 2, serviceId: null, groupId: null, percent: 5 },
  { memberType: 3, serviceId: null, groupId: null, percent: 10 },
  { memberType: 4, serviceId: null, groupId: null, percent: 15 },
  { memberType: 3, serviceId: null, groupId: 30, percent: 20 },
  { memberType: 3, serviceId: 3012, groupId: null, percent: 0 },
];
const cut = { serviceId: 3011, groupId: 30, price: 100000, oldPrice: null };
const wash = { serviceId: 1011, groupId: 10, price: 79000, oldPrice: 99000 };

describe('member prices', () => {
  it('gives each tier its percentage off, rounded to 1,000 VNĐ, with the catalogue price struck through', () => {
    expect(memberPrice(wash, rules, 2)).toEqual({ price: 75000, oldPrice: 99000 });
    expect(memberPrice(wash, rules, 3)).toEqual({ price: 71000, oldPrice: 99000 });
    expect(memberPrice(wash, rules, 4)).toEqual({ price: 67000, oldPrice: 99000 });
    expect(memberPrice({ ...wash, oldPrice: null }, rules, 4)).toEqual({ price: 67000, oldPrice: 79000 });
  });

  it('answers the anonymous price to no tier, tier 0 or an unknown tier', () => {
    for (const tier of [null, 0, 1, 5, -3]) {
      expect(memberPrice(wash, rules, tier)).toEqual({ price: 79000, oldPrice: 99000 });
    }
  });

  it('takes the service rule over the group rule over the all-services rule', () => {
    expect(memberRuleFor(rules, 3, cut)?.percent).toBe(20);
    expect(memberRuleFor(rules, 3, { serviceId: 3012, groupId: 30 })?.percent).toBe(0);
    expect(memberPrice({ ...cut, serviceId: 3012 }, rules, 3)).toEqual({ price: 100000, oldPrice: null });
    expect(memberRuleFor(rules, 2, cut)?.percent).toBe(5);
  });

  it('never raises a price nor goes below zero; a free service stays free', () => {
    expect(percentOff(100000, -10)).toBe(100000);
    expect(percentOff(100000, 150)).toBe(0);
    expect(percentOff(400, 10)).toBe(0);
    expect(memberPrice({ ...wash, price: 0, oldPrice: null }, rules, 4)).toEqual({
      price: 0,
      oldPrice: null,
    });
  });
});
