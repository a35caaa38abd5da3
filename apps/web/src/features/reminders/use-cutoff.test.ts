import { describe, expect, it } from 'vitest';
import { cutoffOf } from './use-cutoff.ts';

const vn = (isoMinute: string) => new Date(`${isoMinute}:00+07:00`);

describe('cutoffOf (lookup)', () => {
  it('names the last minute to change a 10h50 booking and whether it has passed', () => {
    expect(cutoffOf('23-11-2026', '10h50', 60, vn('2026-11-23T09:49'))).toEqual({
      minutes: 60,
      time: '09:50',
      date: '23-11-2026',
      passed: false,
    });
    expect(cutoffOf('23-11-2026', '10h50', 60, vn('2026-11-23T09:50'))?.passed).toBe(true);
    // Across midnight in Vietnam: a 00h30 visit closes at 23:30 the day before.
    expect(cutoffOf('24-11-2026', '0h30', 60, vn('2026-11-23T10:00'))).toMatchObject({
      time: '23:30',
      date: '23-11-2026',
    });
    expect(cutoffOf('24-11-2026', 'soon', 60, vn('2026-11-23T10:00'))).toBeNull();
  });
});
