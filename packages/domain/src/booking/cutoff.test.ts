import { describe, expect, it } from 'vitest';
import { changeCutoffAt, earliestGuest, isPastChangeCutoff, minuteOfHourText } from './cutoff.ts';

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

describe("a group's start", () => {
  const at = (minuteOfDay: number, person: number) => ({ minuteOfDay, person });

  it('is its earliest guest, whatever the order: 12h30, 8h30, 8h30 starts at 8h30 with guest 2', () => {
    expect(earliestGuest([at(750, 1), at(510, 2), at(510, 3)])).toEqual(at(510, 2));
  });

  it('is the one guest of a booking for one, and nothing without guests', () => {
    expect(earliestGuest([at(600, 1)])).toEqual(at(600, 1));
    expect(earliestGuest([])).toBeUndefined();
  });

  it('closes changes an hour before the earliest guest, not guest 1', () => {
    const start = {
      dateIso: '2026-11-28',
      minuteOfDay: earliestGuest([at(750, 1), at(510, 2)])?.minuteOfDay ?? 0,
    };
    expect(changeCutoffAt(start, 60).toISOString()).toBe('2026-11-28T00:30:00.000Z'); // 7h30 in Vietnam
    expect(isPastChangeCutoff(start, 60, new Date('2026-11-28T00:45:00Z'))).toBe(true);
  });
});
