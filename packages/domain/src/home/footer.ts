// Footer salon rows (000 §2): hotline, directions and book-now links per salon.
import { salonsByCity, type CityOfSalons } from '../salon/cities.ts';

export const HOTLINE = '1900272703';
export const HOTLINE_DISPLAY = '1900.27.27.03';

export interface FooterSalonInput {
  id: number;
  cityId: number;
  addressNew: string;
  phone: string;
  map: string | null;
}

export interface FooterSalonRow {
  id: number;
  address: string;
  hotlineHref: string;
  /** Null when the salon has no directions yet: the row shows 'Salon đang cập nhật tính năng chỉ đường!'. */
  directionsHref: string | null;
  bookHref: string;
}

export function bookNowHref(salonId: number): string {
  return `/booking?salonId=${salonId}&phone=0&step=0`;
}

function toRow(s: FooterSalonInput): FooterSalonRow {
  const map = s.map?.trim() ?? '';
  const phone = s.phone.replace(/[^\d+]/g, '') || HOTLINE;
  return {
    id: s.id,
    address: s.addressNew,
    hotlineHref: `tel:${phone}`,
    directionsHref: /^https?:\/\//.test(map) ? map : null,
    bookHref: bookNowHref(s.id),
  };
}

/** Cities in footer order (Hà Nội, TP Hồ Chí Minh, then others with salons), each with its rows. */
export function footerCities(
  provinces: ReadonlyArray<{ cityId: number; cityName: string; totalSalon: number }>,
  salons: readonly FooterSalonInput[],
): CityOfSalons<FooterSalonRow>[] {
  return salonsByCity(
    provinces.filter((p) => p.totalSalon > 0),
    salons,
  ).map((c) => ({ ...c, salons: c.salons.map(toRow) }));
}
