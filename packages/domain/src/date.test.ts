import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  ddmm,
  fromDdMmYyyy,
  isIsoDate,
  todayInVietnam,
  toDdMmYyyy,
  vietnamInstant,
  vietnamMinutesOfDay,
  weekdayVi,
} from './date.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('Vietnam clock', () => {
  // 17:30 UTC on 23 Nov is 00:30 on 24 Nov in Vietnam.
  const justAfterMidnight = new Date('2026-11-23T17:30:00Z');

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'is the same in process zone %s',
    (tz) => {
      process.env.TZ = tz;
      expect(todayInVietnam(justAfterMidnight)).toBe('2026-11-24');
      expect(vietnamMinutesOfDay(justAfterMidnight)).toBe(30);
      expect(todayInVietnam(new Date('2026-11-23T16:59:00Z'))).toBe('2026-11-23');
      expect(vietnamMinutesOfDay(new Date('2026-11-23T16:59:00Z'))).toBe(23 * 60 + 59);
    },
  );

  it('defaults to the current time', () => {
    expect(isIsoDate(todayInVietnam())).toBe(true);
    const m = vietnamMinutesOfDay();
    expect(m).toBeGreaterThanOrEqual(0);
    expect(m).toBeLessThan(24 * 60);
  });

  it('gives the instant of a Vietnamese wall-clock time', () => {
    expect(vietnamInstant('2026-11-24', 8 * 60 + 30).toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(vietnamInstant('2026-11-24').toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });
});

describe('calendar helpers', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('converts DD-MM-YYYY both ways', () => {
    expect(fromDdMmYyyy('23-11-2026')).toBe('2026-11-23');
    expect(toDdMmYyyy('2026-11-23')).toBe('23-11-2026');
    expect(toDdMmYyyy('2026-01-05')).toBe('05-01-2026');
  });

  it.each(['31-02-2026', '29-02-2027', '00-01-2026', '23-13-2026', '2026-11-23', '1-1-2026', 'abc', ''])(
    'refuses %j as DD-MM-YYYY',
    (s) => {
      expect(fromDdMmYyyy(s)).toBeNull();
    },
  );

  it('accepts 29 February of a leap year', () => {
    expect(fromDdMmYyyy('29-02-2028')).toBe('2028-02-29');
  });

  it('validates ISO dates', () => {
    expect(isIsoDate('2026-11-23')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('23-11-2026')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('names weekdays in Vietnamese', () => {
    expect(weekdayVi('2026-11-23')).toBe('Thứ Hai');
    expect(weekdayVi('2026-11-24')).toBe('Thứ Ba');
    expect(weekdayVi('2026-11-25')).toBe('Thứ Tư');
    expect(weekdayVi('2026-11-26')).toBe('Thứ Năm');
    expect(weekdayVi('2026-11-27')).toBe('Thứ Sáu');
    expect(weekdayVi('2026-11-28')).toBe('Thứ Bảy');
    expect(weekdayVi('2026-11-29')).toBe('Chủ Nhật');
  });

  it('formats dd/mm', () => {
    expect(ddmm('2026-11-23')).toBe('23/11');
    expect(ddmm('2027-01-05')).toBe('05/01');
  });
});
