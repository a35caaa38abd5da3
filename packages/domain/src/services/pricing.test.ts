import { describe, expect, it } from 'vitest';
import {
  applyCampaignPrice,
  meetsStylistLevelRule,
  repriceService,
  type SpecialDayRule,
  totalOf,
} from './pricing.ts';

const SATURDAY = '2026-11-28';
const MONDAY = '2026-11-23';
const rules: SpecialDayRule[] = [
  {
    serviceId: 3011,
    dates: [SATURDAY],
    specialPrice: 99000,
    stylistPrice: 119000,
    specialStylistPrice: 129000,
    stylistLevelId: 3,
  },
  {
    serviceId: 1011,
    dates: [SATURDAY],
    specialPrice: 79000,
    stylistPrice: null,
    specialStylistPrice: null,
    stylistLevelId: null,
  },
];
const haircut = { serviceId: 3011, price: 89000, oldPrice: null };

describe('repriceService', () => {
  it('keeps the catalogue price on a normal day with any stylist below the level', () => {
    expect(repriceService(haircut, rules, { dateIso: MONDAY })).toEqual({
      serviceId: 3011,
      price: 89000,
      oldPrice: null,
      isSpecialDay: false,
      isStylistLevel: false,
    });
    expect(repriceService(haircut, rules, { dateIso: MONDAY, stylistSkillLevel: 2 }).price).toBe(89000);
  });

  it('uses the special-day price on a listed date, without a fake old price for a surcharge', () => {
    const r = repriceService(haircut, rules, { dateIso: SATURDAY });
    expect(r).toMatchObject({ price: 99000, oldPrice: null, isSpecialDay: true });
  });

  it('uses the stylist-level price from the rule level up, and the combined price on a special day', () => {
    expect(repriceService(haircut, rules, { dateIso: MONDAY, stylistSkillLevel: 3 }).price).toBe(119000);
    expect(repriceService(haircut, rules, { dateIso: MONDAY, stylistSkillLevel: 4 }).price).toBe(119000);
    expect(repriceService(haircut, rules, { dateIso: SATURDAY, stylistSkillLevel: 3 })).toMatchObject({
      price: 129000,
      isSpecialDay: true,
      isStylistLevel: true,
    });
  });

  it('shows the catalogue price struck through when a special day lowers the price', () => {
    const r = repriceService({ serviceId: 1011, price: 99000, oldPrice: null }, rules, { dateIso: SATURDAY });
    expect(r).toMatchObject({ price: 79000, oldPrice: 99000 });
  });

  it('keeps the catalogue old price while it is above the price', () => {
    const discounted = { serviceId: 2022, price: 299000, oldPrice: 349000 };
    expect(repriceService(discounted, rules, { dateIso: SATURDAY }).oldPrice).toBe(349000);
  });

  it('leaves services without a rule alone', () => {
    expect(
      repriceService({ serviceId: 5, price: 1000, oldPrice: null }, rules, { dateIso: SATURDAY }).price,
    ).toBe(1000);
  });
});

describe('meetsStylistLevelRule', () => {
  it('is true only when a chosen service has a stylist price at that level', () => {
    expect(meetsStylistLevelRule([3011], rules, 3)).toBe(true);
    expect(meetsStylistLevelRule([3011], rules, 2)).toBe(false);
    expect(meetsStylistLevelRule([3011], rules, undefined)).toBe(false);
    expect(meetsStylistLevelRule([1011], rules, 3)).toBe(false);
  });
});

describe('applyCampaignPrice', () => {
  it('applies a campaign price only when it is lower', () => {
    expect(applyCampaignPrice(99000, 99000, 49000)).toBe(49000);
    expect(applyCampaignPrice(99000, 99000, 129000)).toBe(99000);
    expect(applyCampaignPrice(99000, 99000, 99000)).toBe(99000);
  });

  it('applies only when the service price is at least the campaign price', () => {
    // Repriced up on a special day (119K) from a 59K service: a 79K campaign must not apply.
    expect(applyCampaignPrice(119000, 59000, 79000)).toBe(119000);
    expect(applyCampaignPrice(119000, 79000, 79000)).toBe(79000);
  });

  it('ignores a negative campaign price', () => {
    expect(applyCampaignPrice(99000, 99000, -1)).toBe(99000);
  });
});

describe('totalOf', () => {
  it('sums prices and the undiscounted total', () => {
    expect(totalOf([])).toEqual({ total: 0, oldTotal: 0 });
    expect(
      totalOf([
        { price: 169000, oldPrice: 199000 },
        { price: 59000, oldPrice: null },
      ]),
    ).toEqual({ total: 228000, oldTotal: 258000 });
  });
});
