import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import { bookNowHref, footerCities } from './footer.ts';

const provinces = [
  { cityId: 5, cityName: 'Đà Nẵng', totalSalon: 1 },
  { cityId: 1, cityName: 'TP Hồ Chí Minh', totalSalon: 1 },
  { cityId: 9, cityName: 'Cần Thơ', totalSalon: 0 },
  { cityId: 62, cityName: 'Hà Nội', totalSalon: 2 },
  { cityId: 7, cityName: 'Hải Phòng', totalSalon: 1 },
];
const salon = (id: number, cityId: number, map: string | null) => ({
  id,
  cityId,
  addressNew: `${id} Phố Huế`,
  phone: '0912.345.678',
  map,
});
const salons = [
  salon(1, 62, 'https://maps.google.com/?q=21,105'),
  salon(2, 1, null),
  salon(3, 5, ''),
  salon(4, 62, 'javascript:alert(1)'),
  salon(5, 7, 'https://maps.google.com/?q=20,106'),
];

describe('footer ordering', () => {
  it('puts Hà Nội (62) first, TP Hồ Chí Minh (1) second, then provinces with salons in order', () => {
    expect(footerCities(provinces, salons).map((c) => c.cityId)).toEqual([62, 1, 5, 7]);
  });
  it('drops provinces with totalSalon 0', () => {
    const withEmpty = [...provinces, { cityId: 9, cityName: 'Cần Thơ', totalSalon: 0 }];
    const extra = [...salons, salon(9, 9, null)];
    expect(footerCities(withEmpty, extra).some((c) => c.cityId === 9)).toBe(false);
  });
});

describe('footer salon rows', () => {
  const [hanoi] = footerCities(provinces, salons);
  it('links book-now to /booking with the salon, phone 0 and step 0', () => {
    expect(hanoi?.salons[0]?.bookHref).toBe('/booking?salonId=1&phone=0&step=0');
    expect(bookNowHref(42)).toBe('/booking?salonId=42&phone=0&step=0');
  });
  it('keeps only http(s) directions; others show the updating message', () => {
    expect(hanoi?.salons[0]?.directionsHref).toBe('https://maps.google.com/?q=21,105');
    expect(hanoi?.salons[1]?.directionsHref).toBeNull();
    expect(message('salonNoDirections')).toBe('Salon đang cập nhật tính năng chỉ đường!');
  });
  it('calls the salon phone without dots', () => {
    expect(hanoi?.salons[0]?.hotlineHref).toBe('tel:0912345678');
  });
});
