// City order of the footer and /system-salon (000 §2): Hà Nội (62) first, TP Hồ Chí Minh (1)
// second, then the other provinces that have salons, in the order given.
export const HA_NOI_CITY_ID = 62;
export const HO_CHI_MINH_CITY_ID = 1;

export interface CityOfSalons<S> {
  cityId: number;
  cityName: string;
  salons: S[];
}

export function salonsByCity<S extends { cityId: number }>(
  provinces: ReadonlyArray<{ cityId: number; cityName: string; totalSalon: number }>,
  salons: readonly S[],
): CityOfSalons<S>[] {
  const rank = (id: number) => (id === HA_NOI_CITY_ID ? 0 : id === HO_CHI_MINH_CITY_ID ? 1 : 2);
  return provinces
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p.cityId) - rank(b.p.cityId) || a.i - b.i)
    .map(({ p }) => ({
      cityId: p.cityId,
      cityName: p.cityName,
      salons: salons.filter((s) => s.cityId === p.cityId),
    }))
    .filter((c) => c.salons.length > 0);
}
