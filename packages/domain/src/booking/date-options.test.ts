import { describe, expect, it } from 'vitest';
import { DEFAULT_DAY_LIMITS, dateOptions, furthestDayOffset, isBookableDay } from './date-options.ts';

describe('date options', () => {
  it('offers today, tomorrow and the day after, all active with the default role (1 and 2)', () => {
    const options = dateOptions('2026-11-27', DEFAULT_DAY_LIMITS);
    expect(options.map((o) => [o.date, o.ddmm, o.weekday, o.tag, o.isSpecial, o.isActive])).toEqual([
      ['27-11-2026', '27/11', 'Thứ Sáu', 'hôm nay', false, true],
      ['28-11-2026', '28/11', 'Thứ Bảy', 'ngày mai', true, true],
      ['29-11-2026', '29/11', 'Chủ Nhật', 'ngày kia', true, true],
    ]);
    expect(dateOptions('2026-11-27', DEFAULT_DAY_LIMITS, 'en')[2]?.tag).toBe('day after');
    expect(dateOptions('2026-11-27', DEFAULT_DAY_LIMITS, 'en').map((o) => o.weekday)).toEqual([
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('activates only the days up to the furthest offset of the role', () => {
    const limits = { daysBookFuture: 1, maxDaysBookFuture: 1 };
    expect(dateOptions('2026-11-23', limits).map((o) => o.isActive)).toEqual([true, true, false]);
    expect(furthestDayOffset({ daysBookFuture: 0, maxDaysBookFuture: 0 })).toBe(0);
    expect(furthestDayOffset({ daysBookFuture: 1, maxDaysBookFuture: 9 })).toBe(2);
  });

  it('books from today to the furthest offset, never the past', () => {
    expect(isBookableDay('2026-11-23', '2026-11-23', DEFAULT_DAY_LIMITS)).toBe(true);
    expect(isBookableDay('2026-11-25', '2026-11-23', DEFAULT_DAY_LIMITS)).toBe(true);
    expect(isBookableDay('2026-11-26', '2026-11-23', DEFAULT_DAY_LIMITS)).toBe(false);
    expect(isBookableDay('2026-11-22', '2026-11-23', DEFAULT_DAY_LIMITS)).toBe(false);
  });
});
