import { describe, expect, it } from 'vitest';
import { campaignPriceFor, campaignSaving, repriceWithCampaigns, toggleCampaignId } from './repricing.ts';

const wash = { serviceId: 1011, price: 99000, basePrice: 99000 };
const cut = { serviceId: 3011, price: 89000, basePrice: 89000 };
const price49 = { id: 1, applyServiceIds: [1011], effect: { kind: 'price', value: 49000 } } as const;
const pct20 = { id: 2, applyServiceIds: [1011, 3011], effect: { kind: 'percent', value: 20 } } as const;

describe('campaignPriceFor', () => {
  it('is the fixed price, or the percentage off rounded to 1,000 VNĐ', () => {
    expect(campaignPriceFor({ kind: 'price', value: 49000 }, 99000)).toBe(49000);
    expect(campaignPriceFor({ kind: 'percent', value: 20 }, 99000)).toBe(79000);
    expect(campaignPriceFor({ kind: 'percent', value: 100 }, 99000)).toBe(0);
  });
});

describe('repriceWithCampaigns', () => {
  it('lowers a promoted service and leaves the others', () => {
    const r = repriceWithCampaigns([wash, cut], [price49]);
    expect(r.services).toEqual([
      { serviceId: 1011, price: 49000, priceBeforeCampaign: 99000, campaignId: 1 },
      { serviceId: 3011, price: 89000, priceBeforeCampaign: null, campaignId: null },
    ]);
    expect(r).toMatchObject({ total: 138000, totalBeforeCampaigns: 188000, saving: 50000 });
  });

  it('never raises a price: a campaign price above the current price is ignored', () => {
    const r = repriceWithCampaigns([{ ...wash, price: 39000, basePrice: 39000 }], [price49]);
    expect(r.total).toBe(39000);
    expect(r.services[0]?.campaignId).toBeNull();
  });

  it('applies only when the service price is at least the campaign price', () => {
    // A 29K service repriced to 119K on a special day: a 49K campaign must not apply.
    const surcharged = { serviceId: 1011, price: 119000, basePrice: 29000 };
    expect(repriceWithCampaigns([surcharged], [price49]).total).toBe(119000);
  });

  it('does not stack campaigns: the lowest price wins', () => {
    const r = repriceWithCampaigns([wash, cut], [pct20, price49]);
    expect(r.services.map((s) => [s.price, s.campaignId])).toEqual([
      [49000, 1],
      [71000, 2],
    ]);
  });

  it('with no campaign the total is unchanged', () => {
    expect(repriceWithCampaigns([wash, cut], [])).toMatchObject({ total: 188000, saving: 0 });
  });

  it('campaignSaving of one campaign', () => {
    expect(campaignSaving([wash, cut], pct20)).toBe(20000 + 18000);
  });
});

describe('toggleCampaignId', () => {
  it('adds, then removes on a second choice', () => {
    expect(toggleCampaignId([1], 2)).toEqual([1, 2]);
    expect(toggleCampaignId([1, 2], 1)).toEqual([2]);
  });
});
