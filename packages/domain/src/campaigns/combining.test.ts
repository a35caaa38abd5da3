import { describe, expect, it } from 'vitest';
import { campaignLowersNothing, canCombineCampaign, clashingCampaignIds } from './combining.ts';

const wash = { serviceId: 1011, price: 99000, basePrice: 99000 };
const cut = { serviceId: 3011, price: 89000, basePrice: 89000 };
const campaign49 = { id: 1, applyServiceIds: [1011], effect: { kind: 'price', value: 49000 } } as const;
const voucher50 = { id: 7, applyServiceIds: [1011], effect: { kind: 'percent', value: 50 } } as const;
const pct20 = { id: 2, applyServiceIds: [1011, 3011], effect: { kind: 'percent', value: 20 } } as const;
const cut59 = { id: 3, applyServiceIds: [3011], effect: { kind: 'price', value: 59000 } } as const;

describe('clashingCampaignIds', () => {
  it('a voucher that the campaign beats on the same service clashes (it would be spent for nothing)', () => {
    // 50% off 99K is 50K: the 49K campaign sets the price, the voucher would be spent for nothing.
    expect(clashingCampaignIds([wash], [campaign49, voucher50])).toEqual([7]);
  });

  it('two promotions giving the same price on the same service both clash', () => {
    const voucher49 = { ...campaign49, id: 8 };
    expect(clashingCampaignIds([wash], [campaign49, voucher49])).toEqual([1, 8]);
  });

  it('campaigns on different services combine', () => {
    expect(clashingCampaignIds([wash, cut], [campaign49, cut59])).toEqual([]);
  });

  it('overlapping campaigns combine when each still lowers a price the other does not', () => {
    // 49K wins on the wash, 20% off wins on the cut: both save money.
    expect(clashingCampaignIds([wash, cut], [campaign49, pct20])).toEqual([]);
  });

  it('an overlapping campaign that the other beats on every shared service clashes', () => {
    // Only the wash is chosen: 49K beats 20% off (79K), so 20% off would be spent for nothing.
    expect(clashingCampaignIds([wash], [campaign49, pct20])).toEqual([2]);
  });

  it('a lone campaign never clashes, even when its service is not chosen yet', () => {
    expect(clashingCampaignIds([], [campaign49])).toEqual([]);
    expect(clashingCampaignIds([cut], [campaign49])).toEqual([]);
  });
});

describe('canCombineCampaign', () => {
  it('refuses the voucher next to the 49K campaign on the only chosen service', () => {
    expect(canCombineCampaign([wash], [campaign49], voucher50)).toBe(false);
    expect(canCombineCampaign([wash], [voucher50], campaign49)).toBe(false);
  });

  it('allows a campaign for another service, and an already chosen one', () => {
    expect(canCombineCampaign([wash, cut], [campaign49], cut59)).toBe(true);
    expect(canCombineCampaign([wash], [campaign49], campaign49)).toBe(true);
  });
});

describe('campaignLowersNothing', () => {
  it('is true for a voucher whose service is not chosen or already cheaper', () => {
    expect(campaignLowersNothing([cut], [voucher50], 7)).toBe(true);
    expect(campaignLowersNothing([wash], [voucher50], 7)).toBe(false);
    expect(campaignLowersNothing([wash], [campaign49, voucher50], 7)).toBe(true);
  });
});
