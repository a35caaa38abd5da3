import { describe, expect, it } from 'vitest';
import { searchSalons, salonSearchText } from './search.ts';

const provinces = [
  { cityId: 62, searchText: 'ha noi' },
  { cityId: 2, searchText: 'hai phong' },
  { cityId: 26, searchText: 'da nang' },
];
const salons = [
  { id: 2, searchText: salonSearchText(['Moyo 236 Cầu Giấy', '236 Cầu Giấy, Quan Hoa, Cầu Giấy, Hà Nội']) },
  { id: 1, searchText: salonSearchText(['Moyo 82 Trần Duy Hưng', '82 Trần Duy Hưng, Cầu Giấy, Hà Nội']) },
  { id: 269, searchText: salonSearchText(['Moyo Salon đào tạo', '29 Tô Hiệu, Cầu Giấy, Hà Nội']) },
  { id: 35, searchText: salonSearchText(['Moyo 218 Tô Hiệu', '218 Tô Hiệu, Lê Chân, Hải Phòng']) },
];

describe('searchSalons', () => {
  it('matches provinces and salons without accents or case', () => {
    const out = searchSalons('HA NOI', provinces, salons);
    expect(out.provinces.map((p) => p.cityId)).toEqual([62]);
    expect(out.salons.map((s) => s.id)).toEqual([2, 1]);
  });

  it('matches typed accents against folded text', () => {
    expect(searchSalons('Hải Phòng', provinces, salons).salons.map((s) => s.id)).toEqual([35]);
    expect(searchSalons('cầu  giấy', provinces, salons).salons.map((s) => s.id)).toEqual([2, 1]);
  });

  it('sorts each list by its text', () => {
    const out = searchSalons('h', provinces, salons);
    expect(out.provinces.map((p) => p.searchText)).toEqual(['ha noi', 'hai phong']);
  });

  it('leaves salon 269 out', () => {
    expect(searchSalons('dao tao', provinces, salons).salons).toEqual([]);
  });

  it('finds nothing for an empty or blank query, or a word that is nowhere', () => {
    expect(searchSalons('  ', provinces, salons)).toEqual({ provinces: [], salons: [] });
    expect(searchSalons('vung tau', provinces, salons)).toEqual({ provinces: [], salons: [] });
  });
});

describe('salonSearchText', () => {
  it('folds and joins the parts, skipping missing ones', () => {
    expect(salonSearchText(['Quận Đống Đa', null, 'Hà  Nội'])).toBe('quan dong da ha noi');
  });
});
