// Shapes of the salons API (apps/api/src/modules/salons/schemas.ts).
export interface Province {
  cityId: number;
  cityName: string;
  totalSalon: number;
  vungMienId: number;
  searchText: string;
  districtModels: { districtId: number; districtName: string }[];
}

export interface Salon {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  districtId: number | null;
  districtName: string | null;
  latitude: number;
  longitude: number;
  searchText: string;
  address: string;
  addressNew: string;
  addressNote: string | null;
  images: string[];
  parking: boolean;
  salonHot: boolean;
  tagTopSalon: boolean;
  tag: string | null;
  bookManyPeople: 'off' | 'all' | 'notToday';
  selectConsultation: boolean;
  openingDate: string | null;
  warnText: string | null;
  phone: string;
  hotline: string;
  map: string | null;
  /** DD-MM-YYYY: the last day of the closure covering today; null (or absent) while open. */
  closedUntil?: string | null;
}

export interface SalonOff {
  message: string | null;
  salonBackUp: { salonId: number; distance: number; salon: Salon }[];
}
