import { describe, expect, it } from 'vitest';
import { changeCutoffAt, isPastChangeCutoff, minuteOfHourText } from './cutoff.ts';

const vn = (isoMinute: string) => new Date(`${isoMinute}:00+07:00`);
const start = { dateIso: '2026-11-24', minuteOfDay: 10 * 60 };

describe('change/cancel cutoff', () => {
  it('closes 60 minutes before a 10:00 booking, at 09:00 itself', () => {
    expect(changeCutoffAt(start, 60)).toEqual(vn('2026-11-24T09:00'));
    expect(isPastChangeCutoff(start, 60, vn('2026-11-24T08:59'))).toBe(false);
    expect(isPastChangeCutoff(start, 60, vn('2026-11-24T09:00'))).toBe(true);
    expect(isPastChangeCutoff(start, 60, vn('2026-11-24T09:30'))).toBe(true);
  });

  it('follows the configured minutes; 0 closes at the hour', () => {
    expect(isPastChangeCutoff(start, 180, vn('2026-11-24T07:30'))).toBe(true);
    expect(isPastChangeCutoff(start, 0, vn('2026-11-24T09:59'))).toBe(false);
    expect(isPastChangeCutoff(start, 0, vn('2026-11-24T10:00'))).toBe(true);
  });

  it('reads the booked hour as the API writes it', () => {
    expect(minuteOfHourText('14h10')).toBe(850);
    expect(minuteOfHourText('8h30')).toBe(510);
    expect(minuteOfHourText('09:00')).toBe(540);
    expect(minuteOfHourText('25h00')).toBeNull();
    expect(minuteOfHourText('')).toBeNull();
  });
});
