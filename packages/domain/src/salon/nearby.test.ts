import { describe, expect, it } from 'vitest';
import { cutNearby, EXCLUDED_SALON_ID, nearestSalons, visibleNearbyCount } from './nearby.ts';

const here = { latitude: 21, longitude: 105 };
// Salon n sits n/100 degree north: n × 1.11 km away.
const salon = (id: number, steps = id) => ({ id, latitude: 21 + steps / 100, longitude: 105 });

describe('nearestSalons', () => {
  it('sorts nearest first and adds the rounded distance', () => {
    const out = nearestSalons([salon(3), salon(1), salon(2)], here);
    expect(out.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(out.map((s) => s.distance)).toEqual([1.1, 2.2, 3.3]);
  });

  it('never includes salon 269, even when it is the nearest', () => {
    const out = nearestSalons([salon(EXCLUDED_SALON_ID, 0), salon(5)], here);
    expect(out.map((s) => s.id)).toEqual([5]);
  });

  it('breaks distance ties by id', () => {
    const out = nearestSalons([salon(9, 1), salon(4, 1)], here);
    expect(out.map((s) => s.id)).toEqual([4, 9]);
  });

  it('keeps only the first 30 when there are more than 10', () => {
    const many = Array.from({ length: 40 }, (_, i) => salon(i + 1));
    const out = nearestSalons(many, here);
    expect(out).toHaveLength(30);
    expect(out.at(-1)!.id).toBe(30);
  });
});

describe('cutNearby', () => {
  it('keeps 10 or fewer as they are', () => {
    expect(cutNearby([1, 2, 3])).toEqual([1, 2, 3]);
    expect(cutNearby(Array.from({ length: 10 }, (_, i) => i))).toHaveLength(10);
  });

  it('cuts 11 to 30 at 30, which keeps 11..30 whole', () => {
    expect(cutNearby(Array.from({ length: 11 }, (_, i) => i))).toHaveLength(11);
    expect(cutNearby(Array.from({ length: 31 }, (_, i) => i))).toHaveLength(30);
  });
});

describe('visibleNearbyCount', () => {
  it('shows 5 and 5 more per Xem thêm, never more than there are', () => {
    expect(visibleNearbyCount(30, 0)).toBe(5);
    expect(visibleNearbyCount(30, 1)).toBe(10);
    expect(visibleNearbyCount(12, 2)).toBe(12);
    expect(visibleNearbyCount(3, 0)).toBe(3);
  });
});
