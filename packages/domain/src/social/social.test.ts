import { describe, expect, it } from 'vitest';
import { courseProgress } from './course-progress.ts';
import { rankingScore, rankStaff, smoothedStars } from './ranking-score.ts';

describe('courseProgress: wash 5 times, the 6th free', () => {
  it('counts the first five visits of a cycle and makes the sixth the reward', () => {
    expect(courseProgress(0, 5)).toMatchObject({ counted: 0, remaining: 5, rewardReady: false, percent: 0 });
    expect(courseProgress(3, 5)).toMatchObject({ counted: 3, remaining: 2, rewardReady: false, percent: 60 });
    expect(courseProgress(5, 5)).toMatchObject({ counted: 5, remaining: 0, rewardReady: true, percent: 100 });
  });
  it('starts a new cycle after the free visit', () => {
    expect(courseProgress(6, 5)).toMatchObject({ counted: 0, rewardsTaken: 1, rewardReady: false });
    expect(courseProgress(13, 5)).toMatchObject({ counted: 1, rewardsTaken: 2 });
  });
  it('refuses a course without visits to make', () => {
    expect(() => courseProgress(1, 0)).toThrow(RangeError);
  });
});

describe('ranking score', () => {
  it('smooths few ratings towards 4 stars', () => {
    expect(smoothedStars({ ratingCount: 1, ratingSum: 5, visits: 1 })).toBe(4.17);
    expect(smoothedStars({ ratingCount: 0, ratingSum: 0, visits: 0 })).toBe(4);
  });
  it('ranks many good ratings above one perfect one, and a busy stylist above an idle one', () => {
    const one = { id: 1, ratingCount: 1, ratingSum: 5, visits: 1 };
    const many = { id: 2, ratingCount: 40, ratingSum: 196, visits: 40 };
    const idle = { id: 3, ratingCount: 40, ratingSum: 196, visits: 40 - 30 };
    expect(rankingScore(many)).toBeGreaterThan(rankingScore(one));
    expect(rankStaff([one, idle, many]).map((r) => [r.id, r.rank])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });
  it('keeps the top only and breaks ties by the lower id', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      id: 40 - i,
      ratingCount: 0,
      ratingSum: 0,
      visits: 0,
    }));
    const top = rankStaff(rows, 30);
    expect(top).toHaveLength(30);
    expect(top[0]?.id).toBe(1);
  });
});
