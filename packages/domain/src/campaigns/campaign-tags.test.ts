import { describe, expect, it } from 'vitest';
import { campaignTagDesc, campaignTagsByService, openCampaigns } from './campaign-tags.ts';
import type { CampaignRule } from './campaign-types.ts';

const base: CampaignRule = {
  id: 1,
  startDate: '2026-11-14',
  endDate: '2026-12-24',
  allSalons: true,
  salonIds: [],
  remainingUsage: null,
  conditionServiceIds: [],
  applyServiceIds: [1011],
  effect: { kind: 'price', value: 49000 },
};
const cut: CampaignRule = {
  ...base,
  id: 2,
  allSalons: false,
  salonIds: [1, 2],
  remainingUsage: 50,
  applyServiceIds: [3011, 1011],
  effect: { kind: 'percent', value: 20 },
};
const today = { dateIso: '2026-11-24', salonId: 1, lang: 'vi' as const };

describe('campaign tags', () => {
  it('tags each promoted service with the open campaigns, in campaign order', () => {
    const tags = campaignTagsByService([base, cut], today);
    expect(tags.get(1011)).toEqual([
      { campaignId: 1, desc: 'Chỉ 49.000 VNĐ' },
      { campaignId: 2, desc: 'Giảm 20%' },
    ]);
    expect(tags.get(3011)).toEqual([{ campaignId: 2, desc: 'Giảm 20%' }]);
    expect(tags.get(2011)).toBeUndefined();
  });

  it('drops campaigns not at this salon, not started, ended or used up', () => {
    expect(campaignTagsByService([cut], { ...today, salonId: 5 }).size).toBe(0);
    expect(campaignTagsByService([base], { ...today, dateIso: '2026-12-25' }).size).toBe(0);
    expect(campaignTagsByService([base], { ...today, dateIso: '2026-11-13' }).size).toBe(0);
    expect(campaignTagsByService([{ ...cut, remainingUsage: 0 }], today).size).toBe(0);
    // The last day is still valid.
    expect(openCampaigns([base], { dateIso: '2026-12-24', salonId: 9 })).toHaveLength(1);
  });

  it('ignores the condition services: the tag says the service is promoted, step 4 says if usable', () => {
    const withCondition = { ...base, conditionServiceIds: [3011] };
    expect(campaignTagsByService([withCondition], today).get(1011)).toHaveLength(1);
  });

  it('writes the short text in both languages', () => {
    expect(campaignTagDesc({ kind: 'percent', value: 20 }, 'en')).toBe('20% off');
    expect(campaignTagDesc({ kind: 'price', value: 29000 }, 'en')).toBe('Only 29,000 VND');
    expect(campaignTagDesc({ kind: 'price', value: 0 }, 'vi')).toBe('Miễn phí');
  });
});
