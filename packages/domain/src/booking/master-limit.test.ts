import { describe, expect, it } from 'vitest';
import type { SpecialDayRule } from '../services/pricing.ts';
import { hasDailyRoom, isBookStylistMaster, MASTER_DAILY_LIMIT } from './master-limit.ts';

const rules: SpecialDayRule[] = [
  {
    serviceId: 3011,
    dates: ['2026-11-28'],
    specialPrice: 99000,
    stylistPrice: 119000,
    specialStylistPrice: 129000,
    stylistLevelId: 3,
  },
  {
    serviceId: 1011,
    dates: [],
    specialPrice: 79000,
    stylistPrice: null,
    specialStylistPrice: null,
    stylistLevelId: null,
  },
];

describe('isBookStylistMaster', () => {
  it('is set when a chosen stylist reaches the rule level for a chosen service', () => {
    expect(isBookStylistMaster([{ serviceIds: [1011, 3011], stylistSkillLevel: 3 }], rules)).toBe(true);
    expect(isBookStylistMaster([{ serviceIds: [3011], stylistSkillLevel: 5 }], rules)).toBe(true);
  });

  it('is not set below the level, without a chosen stylist, or for a service without a level rule', () => {
    expect(isBookStylistMaster([{ serviceIds: [3011], stylistSkillLevel: 2 }], rules)).toBe(false);
    expect(isBookStylistMaster([{ serviceIds: [3011], stylistSkillLevel: null }], rules)).toBe(false);
    expect(isBookStylistMaster([{ serviceIds: [3011] }], rules)).toBe(false);
    expect(isBookStylistMaster([{ serviceIds: [1011], stylistSkillLevel: 5 }], rules)).toBe(false);
    expect(isBookStylistMaster([], rules)).toBe(false);
  });

  it('is set for a group when any person meets the rule', () => {
    const group = [
      { serviceIds: [1011], stylistSkillLevel: 5 },
      { serviceIds: [3011], stylistSkillLevel: 3 },
    ];
    expect(isBookStylistMaster(group, rules)).toBe(true);
  });
});

describe('hasDailyRoom', () => {
  it('lets a master stylist take the 12th customer of a day but not the 13th', () => {
    expect(hasDailyRoom(true, MASTER_DAILY_LIMIT - 1)).toBe(true);
    expect(hasDailyRoom(true, MASTER_DAILY_LIMIT)).toBe(false);
    expect(hasDailyRoom(false, 40)).toBe(true);
  });
});
