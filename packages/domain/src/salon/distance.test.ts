import { describe, expect, it } from 'vitest';
import { isGeoPoint, planarDistanceKm, roundTenth, travelMinutes } from './distance.ts';

describe('planarDistanceKm', () => {
  it('counts 111 km per degree on both axes, rounded to 0.1 km', () => {
    expect(planarDistanceKm({ latitude: 21, longitude: 105 }, { latitude: 22, longitude: 105 })).toBe(111);
    expect(planarDistanceKm({ latitude: 21, longitude: 105 }, { latitude: 21, longitude: 105.01 })).toBe(1.1);
    // 0.03 and 0.04 degrees: a 3-4-5 triangle of 3.33 and 4.44 km → 5.55 → 5.6 (not 5.5).
    expect(planarDistanceKm({ latitude: 0, longitude: 0 }, { latitude: 0.03, longitude: 0.04 })).toBe(5.6);
  });

  it('is symmetric and zero for the same point', () => {
    const a = { latitude: 21.0101, longitude: 105.7993 };
    const b = { latitude: 21.0339, longitude: 105.7968 };
    expect(planarDistanceKm(a, b)).toBe(planarDistanceKm(b, a));
    expect(planarDistanceKm(a, a)).toBe(0);
  });
});

describe('travelMinutes', () => {
  it('is 2 minutes per km of the rounded distance, in whole minutes', () => {
    expect(travelMinutes(1)).toBe(2);
    expect(travelMinutes(2.5)).toBe(5);
    expect(travelMinutes(1.26)).toBe(3); // 1.3 km → 2.6 → 3
    expect(travelMinutes(10)).toBe(20);
  });

  it('never shows 0 minutes', () => {
    expect(travelMinutes(0)).toBe(1);
    expect(travelMinutes(0.2)).toBe(1);
  });
});

describe('helpers', () => {
  it('roundTenth rounds half up', () => {
    expect(roundTenth(1.25)).toBe(1.3);
    expect(roundTenth(1.24)).toBe(1.2);
  });

  it('isGeoPoint refuses out-of-range or missing values', () => {
    expect(isGeoPoint({ latitude: 21, longitude: 105 })).toBe(true);
    expect(isGeoPoint({ latitude: 91, longitude: 105 })).toBe(false);
    expect(isGeoPoint({ latitude: 21 })).toBe(false);
    expect(isGeoPoint(null)).toBe(false);
  });
});
