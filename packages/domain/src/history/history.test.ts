import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import { validateAvatar, validateBirthDate, validateEmail } from './profile.ts';
import { applyRating, validateRating, validateStars } from './rating.ts';
import { earnedTier, last12Months, tierProgress, tierSpendingSince } from './tier-progress.ts';

describe('tier progress from spending', () => {
  it('earns Silver at 1,000,000, Gold at 3,000,000, Diamond at 8,000,000', () => {
    expect(earnedTier(999_999)).toBeNull();
    expect(earnedTier(1_000_000)).toBe(2);
    expect(earnedTier(3_000_000)).toBe(3);
    expect(earnedTier(8_000_000)).toBe(4);
  });
  it('measures the way to the next tier from the current one', () => {
    expect(tierProgress(500_000, null)).toMatchObject({
      memberType: null,
      nextMemberType: 2,
      remaining: 500_000,
      percent: 50,
    });
    expect(tierProgress(2_000_000, null)).toMatchObject({ memberType: 2, nextMemberType: 3, percent: 50 });
    expect(tierProgress(9_000_000, 2)).toMatchObject({ memberType: 4, nextMemberType: null, percent: 100 });
  });
  it('keeps a stored tier above what spending earned', () => {
    expect(tierProgress(0, 3)).toMatchObject({
      memberType: 3,
      nextMemberType: 4,
      remaining: 8_000_000,
      percent: 0,
    });
  });
  it('treats bad sums as nothing spent', () => {
    expect(tierProgress(Number.NaN, null).spendLast12Months).toBe(0);
    expect(tierProgress(-5, null).spendLast12Months).toBe(0);
  });
  it('lists the 12 months ending this month, across a year end', () => {
    const months = last12Months('2026-02-10');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
    expect(tierSpendingSince('2026-02-10')).toBe('2025-03-01');
  });
});

describe('rating validation', () => {
  it('accepts 1 to 5 whole stars only', () => {
    for (const s of [1, 5]) expect(validateStars(s).ok).toBe(true);
    for (const s of [0, 6, 4.5, '5', null, 1e20, Number.NaN]) {
      expect(validateStars(s)).toEqual({ ok: false, error: 'ratingStarsInvalid' });
    }
    expect(message('ratingStarsInvalid')).toBe('Bạn chọn từ 1 đến 5 sao giúp chúng mình nhé!');
  });
  it('trims the comment, refuses a long or unsafe one, and knows its tags', () => {
    expect(validateRating({ stars: 4, comment: '  Tốt  ', tags: ['friendly', 'friendly'] })).toEqual({
      ok: true,
      value: { stars: 4, comment: 'Tốt', tags: ['friendly'] },
    });
    expect(validateRating({ stars: 4, comment: 'x'.repeat(501) }).ok).toBe(false);
    expect(validateRating({ stars: 4, comment: 'a\u0000' }).ok).toBe(false);
    expect(validateRating({ stars: 4, comment: '\ud800' }).ok).toBe(false);
    expect(validateRating({ stars: 4, tags: ['rude'] })).toEqual({ ok: false, error: 'ratingTagInvalid' });
  });
});

describe('applyRating', () => {
  const before = {
    ratingStar: 4,
    totalCustomer: 10,
    ratingInfo: [
      { Name: 'Hài lòng', Star: 5, TotalCustomerRating: 2, TotalCustomer: 10 },
      { Name: 'Bình thường', Star: 3, TotalCustomerRating: 1, TotalCustomer: 10 },
      { Name: 'Chưa hài lòng', Star: 1, TotalCustomerRating: 1, TotalCustomer: 10 },
    ],
  };
  it('moves the average, the count and the right bucket by one rating', () => {
    const after = applyRating(before, 5);
    expect(after.ratingStar).toBe(4.2);
    expect(after.totalCustomer).toBe(11);
    expect(after.ratingInfo.map((b) => b.TotalCustomerRating)).toEqual([3, 1, 1]);
    expect(after.ratingInfo.every((b) => b.TotalCustomer === 11)).toBe(true);
    expect(applyRating(before, 2).ratingInfo.map((b) => b.TotalCustomerRating)).toEqual([2, 1, 2]);
  });
  it('starts from no buckets', () => {
    const after = applyRating({ ratingStar: 5, totalCustomer: 0, ratingInfo: [] }, 3);
    expect(after.ratingStar).toBe(3);
    expect(after.ratingInfo.find((b) => b.Star === 3)?.TotalCustomerRating).toBe(1);
  });
});

describe('profile fields', () => {
  it('checks email, birth date and avatar', () => {
    expect(validateEmail(' A@b.VN ')).toEqual({ ok: true, value: 'a@b.vn' });
    expect(validateEmail('')).toEqual({ ok: true, value: null });
    expect(validateEmail('a@b').ok).toBe(false);
    expect(validateBirthDate('15-08-1995', '2026-11-24')).toEqual({ ok: true, value: '1995-08-15' });
    expect(validateBirthDate('30-02-1995', '2026-11-24').ok).toBe(false);
    expect(validateBirthDate('2030-01-01', '2026-11-24').ok).toBe(false);
    expect(validateBirthDate('1800-01-01', '2026-11-24').ok).toBe(false);
    expect(validateAvatar('/images/avatars/avatar-1.svg').ok).toBe(true);
    expect(validateAvatar('https://evil.example/a.png').ok).toBe(false);
    expect(validateAvatar('/images/../secret.svg').ok).toBe(false);
  });
});
