import { describe, expect, it } from 'vitest';
import { salonsByCity } from './cities.ts';
import { groupByRegion } from './regions.ts';

describe('groupByRegion', () => {
  it('lists North, Central, South then the default group, only provinces with salons', () => {
    const groups = groupByRegion([
      { id: 'sg', vungMienId: 3, totalSalon: 15 },
      { id: 'hn', vungMienId: 1, totalSalon: 17 },
      { id: 'dn', vungMienId: 2, totalSalon: 3 },
      { id: 'cb', vungMienId: 1, totalSalon: 0 },
      { id: 'x', vungMienId: 9, totalSalon: 1 },
    ]);
    expect(groups.map((g) => [g.regionId, g.provinces.map((p) => p.id)])).toEqual([
      [1, ['hn']],
      [2, ['dn']],
      [3, ['sg']],
      [0, ['x']],
    ]);
  });

  it('drops empty regions', () => {
    expect(groupByRegion([{ vungMienId: 2, totalSalon: 1 }]).map((g) => g.regionId)).toEqual([2]);
  });
});

describe('salonsByCity', () => {
  it('puts Hà Nội first, TP Hồ Chí Minh second, then others with salons in list order', () => {
    const provinces = [
      { cityId: 1, cityName: 'TP Hồ Chí Minh', totalSalon: 1 },
      { cityId: 26, cityName: 'Đà Nẵng', totalSalon: 1 },
      { cityId: 16, cityName: 'Cao Bằng', totalSalon: 0 },
      { cityId: 62, cityName: 'Hà Nội', totalSalon: 2 },
    ];
    const salons = [
      { id: 1, cityId: 62 },
      { id: 17, cityId: 1 },
      { id: 2, cityId: 62 },
      { id: 32, cityId: 26 },
    ];
    const out = salonsByCity(provinces, salons);
    expect(out.map((c) => c.cityName)).toEqual(['Hà Nội', 'TP Hồ Chí Minh', 'Đà Nẵng']);
    expect(out[0]!.salons.map((s) => s.id)).toEqual([1, 2]);
  });
});
