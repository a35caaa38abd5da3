import { type GeoPoint, planarDistanceKm } from './distance.ts';

/** The training salon: never offered in search or nearby results (001 §5, §9). */
export const EXCLUDED_SALON_ID = 269;
/** More than this many results are cut to NEARBY_KEEP (001 §9). */
export const NEARBY_CUT_ABOVE = 10;
export const NEARBY_KEEP = 30;
/** The nearby list shows this many at first and 'Xem thêm' reveals as many more each time. */
export const NEARBY_PAGE = 5;

export interface LocatedSalon extends GeoPoint {
  id: number;
}

export type WithDistance<T> = T & { distance: number };

/** Nearest first (ties by id so the order is stable); salon 269 left out; the 10/30 cut applied. */
export function nearestSalons<T extends LocatedSalon>(
  salons: readonly T[],
  from: GeoPoint,
): WithDistance<T>[] {
  const sorted = salons
    .filter((s) => s.id !== EXCLUDED_SALON_ID)
    .map((s) => ({ ...s, distance: planarDistanceKm(from, s) }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
  return cutNearby(sorted);
}

/** If there are more than 10 results only the first 30 are kept. */
export function cutNearby<T>(sorted: readonly T[]): T[] {
  return sorted.length > NEARBY_CUT_ABOVE ? sorted.slice(0, NEARBY_KEEP) : [...sorted];
}

/** How many nearby cards are visible after `moreClicks` presses of 'Xem thêm'. */
export function visibleNearbyCount(total: number, moreClicks: number): number {
  return Math.min(total, NEARBY_PAGE * (1 + Math.max(0, moreClicks)));
}
