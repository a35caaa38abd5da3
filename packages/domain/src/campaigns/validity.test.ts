import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import type { CampaignRule } from './campaign-types.ts';
import { appliesAtSalon, campaignValidity, hasCampaignService, meetsServiceCondition } from './validity.ts';

const rule: CampaignRule = {
  id: 1,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  allSalons: false,
  salonIds: [1, 2],
  remainingUsage: 3,
  conditionServiceIds: [],
  applyServiceIds: [1011, 1012],
  effect: { kind: 'price', value: 49000 },
};
const ctx = { dateIso: '2026-11-23', salonId: 1, serviceIds: [1011] };

describe('campaignValidity', () => {
  it('is valid inside the dates, at a listed salon, with uses left and a promoted service chosen', () => {
    expect(campaignValidity(rule, ctx)).toEqual({ valid: true, validCondition: true, problem: null });
  });

  it('includes both the first and the last day', () => {
    expect(campaignValidity(rule, { ...ctx, dateIso: '2026-11-20' }).valid).toBe(true);
    expect(campaignValidity(rule, { ...ctx, dateIso: '2026-11-30' }).valid).toBe(true);
  });

  it('refuses a booking day before the start or after the end', () => {
    expect(campaignValidity(rule, { ...ctx, dateIso: '2026-11-19' }).problem).toBe('campaignNotStarted');
    expect(campaignValidity(rule, { ...ctx, dateIso: '2026-12-01' }).problem).toBe('campaignExpired');
  });

  it('refuses another salon, or no salon, unless the campaign applies everywhere', () => {
    expect(campaignValidity(rule, { ...ctx, salonId: 3 }).problem).toBe('campaignSalonNotApplied');
    expect(campaignValidity(rule, { ...ctx, salonId: null }).problem).toBe('campaignSalonNotApplied');
    expect(campaignValidity({ ...rule, allSalons: true }, { ...ctx, salonId: 3 }).valid).toBe(true);
  });

  it('refuses a campaign with no uses left; null means unlimited', () => {
    expect(campaignValidity({ ...rule, remainingUsage: 0 }, ctx).problem).toBe('campaignUsedUp');
    expect(campaignValidity({ ...rule, remainingUsage: null }, ctx).valid).toBe(true);
  });

  it('refuses when no service meets the condition, and says so in validCondition', () => {
    const v = campaignValidity(rule, { ...ctx, serviceIds: [3011] });
    expect(v).toEqual({ valid: false, validCondition: false, problem: 'campaignConditionNotMet' });
  });

  it('reports validCondition even when another check fails', () => {
    expect(campaignValidity(rule, { ...ctx, dateIso: '2026-12-01' })).toEqual({
      valid: false,
      validCondition: true,
      problem: 'campaignExpired',
    });
  });

  it('has a Vietnamese message for every problem', () => {
    expect(message('campaignExpired')).toBe('Ưu đãi đã hết hạn.');
    expect(message('campaignUsedUp')).toBe('Ưu đãi đã hết lượt sử dụng.');
    expect(message('campaignConditionNotMet')).toBe('Bạn chưa chọn dịch vụ đủ điều kiện áp dụng ưu đãi.');
  });
});

describe('service condition', () => {
  const withCondition = { conditionServiceIds: [3011], applyServiceIds: [1011] };

  it('needs a condition service when the campaign has any', () => {
    expect(meetsServiceCondition(withCondition, [1011])).toBe(false);
    expect(meetsServiceCondition(withCondition, [3011])).toBe(true);
  });

  it('needs a promoted service when there is no condition service', () => {
    expect(meetsServiceCondition({ conditionServiceIds: [], applyServiceIds: [1011] }, [1011, 2011])).toBe(
      true,
    );
    expect(meetsServiceCondition({ conditionServiceIds: [], applyServiceIds: [1011] }, [2011])).toBe(false);
  });

  it("step 5's button needs some promoted or condition service", () => {
    expect(hasCampaignService(withCondition, [1011])).toBe(true);
    expect(hasCampaignService(withCondition, [3011])).toBe(true);
    expect(hasCampaignService(withCondition, [2011])).toBe(false);
  });

  it('appliesAtSalon', () => {
    expect(appliesAtSalon({ allSalons: false, salonIds: [2] }, 2)).toBe(true);
    expect(appliesAtSalon({ allSalons: false, salonIds: [2] }, 1)).toBe(false);
  });
});
