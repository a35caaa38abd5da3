import { describe, expect, it } from 'vitest';
import { hoursToTry, waitlistOrder } from './waitlist.ts';

const at = (s: string) => new Date(`2026-11-24T0${s}Z`);

describe('waitlistOrder', () => {
  it('offers first to who joined first, ties by id', () => {
    const line = waitlistOrder([
      { id: 3, createdAt: at('2:00:01') },
      { id: 2, createdAt: at('2:00:00') },
      { id: 1, createdAt: at('2:00:01') },
    ]);
    expect(line.map((e) => e.id)).toEqual([2, 1, 3]);
  });
});

describe('hoursToTry', () => {
  const freed = [
    { slotId: 1012, staffId: 7, minute: 720 },
    { slotId: 1003, staffId: 8, minute: 540 },
    { slotId: 1012, staffId: 8, minute: 720 },
  ];
  const entry = { id: 1, slotId: null, minute: null, stylistId: null, createdAt: at('1:00:00') };

  it('a whole-day entry tries each freed hour once, earliest first', () => {
    expect(hoursToTry(entry, freed)).toEqual([1003, 1012]);
  });
  it('an entry for one hour tries only that hour, when a slot freed there or in the next two hours', () => {
    expect(hoursToTry({ ...entry, slotId: 1004, minute: 620 }, freed)).toEqual([1004]);
    expect(hoursToTry({ ...entry, slotId: 1003, minute: 540 }, freed)).toEqual([1003]);
    // Freed before the hour, or too long after it: nothing that hour lacked.
    expect(hoursToTry({ ...entry, slotId: 1020, minute: 900 }, freed)).toEqual([]);
    expect(hoursToTry({ ...entry, slotId: 1001, minute: 400 }, freed)).toEqual([]);
  });
  it('an entry naming a stylist waits for that stylist only', () => {
    expect(hoursToTry({ ...entry, stylistId: 7 }, freed)).toEqual([1012]);
    expect(hoursToTry({ ...entry, stylistId: 9 }, freed)).toEqual([]);
    expect(hoursToTry({ ...entry, stylistId: 9, slotId: 1012, minute: 720 }, freed)).toEqual([]);
  });
  it('nothing freed, nothing to try', () => {
    expect(hoursToTry(entry, [])).toEqual([]);
  });
});
