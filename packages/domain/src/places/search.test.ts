import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nearestSalons } from '../salon/nearby.ts';
import { buildPlaceIndex, placeById, searchPlaces, type VnUnitsData } from './index.ts';

// Real data: the shipped 2025 map (apps/api/data, built by scripts/places/build-vn-units.mjs).
const file = new URL('../../../../apps/api/data/vn-units-2025.json.gz', import.meta.url);
const data = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as VnUnitsData;
const index = buildPlaceIndex(data);
const ids = (q: string) => searchPlaces(index, q).map((s) => s.placeId);

describe('the shipped 2025 map', () => {
  it('has 34 provinces and 3,321 communes, each placed inside Vietnam', () => {
    expect(data.provinces).toHaveLength(34);
    expect(data.wards).toHaveLength(3321);
    for (const [, , , lat, lng] of data.wards) {
      expect(lat).toBeGreaterThan(8);
      expect(lat).toBeLessThan(23.5);
      expect(lng).toBeGreaterThan(102);
      expect(lng).toBeLessThan(117.5);
    }
  });
});

describe('address search', () => {
  it('finds a new commune with or without accents and unit words', () => {
    for (const q of ['Phường Bến Thành', 'Bến Thành', 'ben thanh', 'BEN THANH', 'P. Bến Thành', 'ben th']) {
      expect(ids(q)[0], q).toBe('W26743');
    }
    const [first] = searchPlaces(index, 'ben thanh');
    expect(first).toEqual({
      placeId: 'W26743',
      mainText: 'Phường Bến Thành',
      secondaryText: 'Thành phố Hồ Chí Minh',
      description: 'Phường Bến Thành, Thành phố Hồ Chí Minh',
      oldName: null,
    });
  });

  it('finds an old ward of an old district of TP. Hồ Chí Minh under its new commune, the old name beside', () => {
    for (const q of ['Phường 12, Gò Vấp', 'p12 go vap', 'phuong 12 quan go vap', 'P.12, Q. Gò Vấp, TP.HCM']) {
      const [first] = searchPlaces(index, q);
      expect(first?.description, q).toBe('Phường An Hội Tây, Thành phố Hồ Chí Minh');
      expect(first?.oldName, q).toBe('Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh');
    }
  });

  it('finds an old ward of Hà Nội (old district Cầu Giấy) in the communes it went to', () => {
    const found = searchPlaces(index, 'Dịch Vọng Hậu');
    expect(found.map((s) => s.mainText)).toEqual(['Phường Cầu Giấy', 'Phường Nghĩa Đô']);
    expect(found[0].oldName).toBe('Phường Dịch Vọng Hậu, Quận Cầu Giấy, Thành phố Hà Nội');
  });

  it('finds a merged province under its new province: old Bình Dương is now TP. Hồ Chí Minh', () => {
    const found = searchPlaces(index, 'binh duong');
    const province = found.find((s) => s.placeId.startsWith('P'));
    expect(province).toMatchObject({ mainText: 'Thành phố Hồ Chí Minh', oldName: 'Tỉnh Bình Dương' });
    // The new commune of that name comes first.
    expect(found[0].description).toBe('Phường Bình Dương, Thành phố Hồ Chí Minh');
    const old = searchPlaces(index, 'Thủ Dầu Một').find((s) => s.oldName?.includes('Tỉnh Bình Dương'));
    expect(old?.secondaryText).toBe('Thành phố Hồ Chí Minh');
  });

  it('reads a district typed with its unit word as a district: Quận 1 is not every Phường 1', () => {
    const found = searchPlaces(index, 'Quận 1, TP.HCM');
    expect(found.map((s) => s.mainText)).toEqual(
      expect.arrayContaining(['Phường Bến Thành', 'Phường Sài Gòn', 'Phường Tân Định']),
    );
    for (const s of found) expect(s.oldName).toMatch(/, Quận 1, Thành phố Hồ Chí Minh$/);
  });

  it('folds đ to d both ways: Đống Đa typed as dong da', () => {
    expect(searchPlaces(index, 'dong da')[0]?.description).toBe('Phường Đống Đa, Thành phố Hà Nội');
    expect(searchPlaces(index, 'ĐỐNG ĐA')[0]?.description).toBe('Phường Đống Đa, Thành phố Hà Nội');
  });

  it('drops a leading house number and street no unit matches', () => {
    expect(ids('18 Hàng Bài, Hoàn Kiếm, Hà Nội')[0]).toBe('W00070');
  });

  it('finds nothing for nothing, one letter or noise', () => {
    for (const q of ['', ' ', 'a', ',,,', 'zzqx']) expect(ids(q), q).toEqual([]);
  });
});

describe('place ids', () => {
  it('gives the address, the old one and the coordinates of a place id from a suggestion', () => {
    const [suggestion] = searchPlaces(index, 'Phường 12, Gò Vấp');
    const place = placeById(index, suggestion.placeId);
    expect(place).toMatchObject({
      address: 'Phường An Hội Tây, Thành phố Hồ Chí Minh',
      oldAddress: 'Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh',
      provinceCode: '79',
      wardName: 'Phường An Hội Tây',
    });
    expect(place?.latitude).toBeCloseTo(10.84, 1);
    expect(place?.longitude).toBeCloseTo(106.67, 1);
  });

  it('refuses unknown or forged ids', () => {
    for (const id of [
      '',
      'W99999',
      'X00070',
      'W00070-O0',
      'P01-OP13',
      'P99',
      'W00070-OP1',
      "W00070' or 1=1",
    ]) {
      expect(placeById(index, id), id).toBeNull();
    }
  });
});

describe('salons near a place (spec distance rule)', () => {
  it('ranks salons by the planar 111 km per degree distance from the place', () => {
    const hoanKiem = placeById(index, 'W00070');
    if (!hoanKiem) throw new Error('no Phường Hoàn Kiếm');
    const salons = [
      { id: 1, latitude: 10.776, longitude: 106.7 }, // TP. Hồ Chí Minh
      { id: 2, latitude: 21.0245, longitude: 105.8412 }, // near Hồ Gươm
      { id: 269, latitude: hoanKiem.latitude, longitude: hoanKiem.longitude },
    ];
    const near = nearestSalons(salons, hoanKiem);
    expect(near.map((s) => s.id)).toEqual([2, 1]);
    expect(near[0].distance).toBeLessThan(2);
  });
});
