import { describe, expect, it } from 'vitest';
import { formatDate, weekdayName } from './date.ts';
import {
  formatBigCount,
  formatDateWithDay,
  formatDateTime,
  formatDayOf,
  formatDecimal,
  formatHour,
  formatMinutes,
  formatRating,
} from './format.ts';
import { formatNumber } from './price.ts';

describe('one format for what customers read', () => {
  it('groups thousands the way each language does', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-12000)).toBe('-12.000');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('writes decimals with a comma in Vietnamese and a point in English', () => {
    expect(formatRating(4.3)).toBe('4,3');
    expect(formatRating(4.3, 'en')).toBe('4.3');
    expect(formatRating(5)).toBe('5,0');
    expect(formatDecimal(1234.56, 'vi', 2)).toBe('1.234,56');
    expect(formatDecimal(-0.04, 'vi', 1)).toBe('0,0');
    expect(formatDecimal(-2.5, 'en', 1)).toBe('-2.5');
    expect(formatDecimal(7, 'en', 0)).toBe('7');
  });

  it('says big counts in words, one decimal, and small ones in full', () => {
    expect(formatBigCount(1_200_000)).toBe('1,2 triệu');
    expect(formatBigCount(1_200_000, 'en')).toBe('1.2 million');
    expect(formatBigCount(2_000_000)).toBe('2 triệu');
    expect(formatBigCount(1_960_000, 'en')).toBe('2 million');
    expect(formatBigCount(45_000)).toBe('45.000');
  });

  it('says minutes in each language', () => {
    expect(formatMinutes(60)).toBe('60 phút');
    expect(formatMinutes(60, 'en')).toBe('60 min');
  });

  it('writes every date day first with slashes, from ISO or the spec DD-MM-YYYY', () => {
    expect(formatDate('2026-11-27')).toBe('27/11/2026');
    expect(formatDate('27-11-2026')).toBe('27/11/2026');
    expect(formatDate('27/11/2026')).toBe('27/11/2026');
    expect(() => formatDate('27.11.2026')).toThrow(RangeError);
  });

  it('names the weekday in the language asked', () => {
    expect(weekdayName('2026-11-27')).toBe('Thứ Sáu');
    expect(weekdayName('2026-11-29', 'en')).toBe('Sunday');
    expect(formatDateWithDay('2026-11-28', 'en')).toBe('Saturday, 28/11/2026');
    expect(formatDateWithDay('2026-11-28')).toBe('Thứ Bảy, 28/11/2026');
  });

  it("writes hours the spec's way, 8h30, whatever the input", () => {
    expect(formatHour('08:30')).toBe('8h30');
    expect(formatHour('8h30')).toBe('8h30');
    expect(formatHour('17:05:00')).toBe('17h05');
    expect(formatHour(510)).toBe('8h30');
    expect(formatHour(1200)).toBe('20h00');
    expect(() => formatHour('noon')).toThrow(RangeError);
  });

  it("writes an instant in Vietnam's hour and day, whatever the zone it comes in", () => {
    expect(formatDateTime('2026-11-27T01:30:00Z')).toBe('8h30 27/11/2026');
    expect(formatDateTime(new Date('2026-11-27T17:05:00Z'))).toBe('0h05 28/11/2026');
    expect(formatDayOf('2026-11-27T16:59:00Z')).toBe('27/11/2026');
    expect(formatDayOf('2026-11-27T17:00:00Z')).toBe('28/11/2026');
  });
});
