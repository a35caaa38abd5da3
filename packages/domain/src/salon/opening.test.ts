import { describe, expect, it } from 'vitest';
import { bookingDateForSalon, opensInFuture, salonTags } from './opening.ts';

const today = '2026-11-23';

describe('opensInFuture', () => {
  it('is true only for an opening date after today', () => {
    expect(opensInFuture('28-11-2026', today)).toBe(true);
    expect(opensInFuture('23-11-2026', today)).toBe(false);
    expect(opensInFuture('13-11-2026', today)).toBe(false);
    expect(opensInFuture(null, today)).toBe(false);
    expect(opensInFuture('not a date', today)).toBe(false);
  });
});

describe('salonTags', () => {
  it('tags a future salon as coming soon, a recent one as newly opened', () => {
    expect(salonTags({ openingDate: '28-11-2026' }, { today, visited: false })).toEqual([
      { kind: 'comingSoon' },
    ]);
    expect(salonTags({ openingDate: '13-11-2026' }, { today, visited: false })).toEqual([
      { kind: 'newlyOpened' },
    ]);
    expect(salonTags({ openingDate: '23-11-2026' }, { today, visited: false })).toEqual([
      { kind: 'newlyOpened' },
    ]);
    expect(salonTags({ openingDate: '01-01-2020' }, { today, visited: false })).toEqual([]);
  });

  it('adds visited and distance tags in that order', () => {
    expect(salonTags({ openingDate: null }, { today, visited: true, distance: 2.4 })).toEqual([
      { kind: 'visited' },
      { kind: 'distance', km: 2.4 },
    ]);
    expect(salonTags({ openingDate: null }, { today, visited: false, distance: 0 })).toEqual([
      { kind: 'distance', km: 0 },
    ]);
  });
});

describe('bookingDateForSalon', () => {
  it('uses the opening date when it is today or later, otherwise today', () => {
    expect(bookingDateForSalon('28-11-2026', today)).toBe('28-11-2026');
    expect(bookingDateForSalon('23-11-2026', today)).toBe('23-11-2026');
    expect(bookingDateForSalon('13-11-2026', today)).toBe('23-11-2026');
    expect(bookingDateForSalon(null, today)).toBe('23-11-2026');
  });
});
