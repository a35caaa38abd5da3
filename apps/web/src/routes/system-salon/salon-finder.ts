import { type GeoPoint, planarDistanceKm } from '@salon/domain';
import type { Salon } from '@salon/domain/contracts';
import type { MapPoint } from './salon-map.tsx';

// What /system-salon's list and map show (decision 0148): the chain by city, a filter's matches, or
// the salons near the visitor by distance.

export type FinderMode = 'overview' | 'filtered' | 'nearby';

/** The salons within `radiusKm` of `here` (0: any distance), nearest first, with their distance. */
export function nearbySalons(salons: readonly Salon[], here: GeoPoint, radiusKm: number) {
  return salons
    .map((salon) => ({ salon, km: planarDistanceKm(here, salon) }))
    .filter((n) => radiusKm === 0 || n.km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.salon.id - b.salon.id);
}

interface Labels {
  city: (cityName: string, n: number) => string;
  salon: (name: string) => string;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The map's points: a city each (at its salons' centre) on the overview, else a salon each. */
export function mapPoints(
  mode: FinderMode,
  cities: ReadonlyArray<{ cityId: number; cityName: string; salons: readonly Salon[] }>,
  salons: readonly Salon[],
  labels: Labels,
): MapPoint[] {
  if (mode === 'overview') {
    return cities
      .filter((c) => c.salons.length > 0)
      .map((c) => ({
        key: `city-${c.cityId}`,
        label: labels.city(c.cityName, c.salons.length),
        name: c.cityName,
        count: c.salons.length,
        latitude: mean(c.salons.map((s) => s.latitude)),
        longitude: mean(c.salons.map((s) => s.longitude)),
      }));
  }
  return salons.map((s) => ({
    key: `salon-${s.id}`,
    label: labels.salon(s.name),
    // The street address names a salon on the map ('18 Hàng Bài').
    name: s.addressNew.split(',')[0],
    count: 1,
    latitude: s.latitude,
    longitude: s.longitude,
  }));
}

/** Opens the salon's city, brings its card into view and gives it focus (a map point's tap). */
export function goToSalon(id: number): void {
  const row = document.getElementById(`salon-${id}`);
  if (!row) return;
  const city = row.closest('details');
  if (city) city.open = true;
  row.scrollIntoView({ block: 'center' });
  row.focus({ preventScroll: true });
}
