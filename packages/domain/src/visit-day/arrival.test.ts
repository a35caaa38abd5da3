import { describe, expect, it } from 'vitest';
import { arrivalRefusal, arrivalWindow } from './arrival.ts';

const salon = { latitude: 21.0285, longitude: 105.8542 };
/** A point `metres` north of the salon (111 km a degree). */
const north = (metres: number) => ({
  latitude: salon.latitude + metres / 111_000,
  longitude: salon.longitude,
});
const start = 10 * 60;

describe('arrivalRefusal', () => {
  it('accepts a guest within 150 m from 30 minutes before the hour', () => {
    expect(arrivalRefusal({ salon, guest: north(120), startMinute: start }, start - 30)).toBeNull();
    expect(arrivalRefusal({ salon, guest: salon, startMinute: start }, start + 10)).toBeNull();
  });

  it('refuses a guest farther than 150 m', () => {
    expect(arrivalRefusal({ salon, guest: north(160), startMinute: start }, start)).toBe('tooFar');
    expect(arrivalRefusal({ salon, guest: north(2_000), startMinute: start }, start)).toBe('tooFar');
  });

  it('refuses before the half hour and long after the hour', () => {
    expect(arrivalRefusal({ salon, guest: salon, startMinute: start }, start - 31)).toBe('tooEarly');
    expect(arrivalRefusal({ salon, guest: salon, startMinute: start }, start + 61)).toBe('tooLate');
  });
});

describe('arrivalWindow', () => {
  it('is the half hour before the hour to the hour after it, the minutes arrivalRefusal accepts', () => {
    const { opens, closes } = arrivalWindow(start);
    expect([opens, closes]).toEqual([start - 30, start + 60]);
    expect(arrivalRefusal({ salon, guest: salon, startMinute: start }, opens)).toBeNull();
    expect(arrivalRefusal({ salon, guest: salon, startMinute: start }, closes)).toBeNull();
  });
});
