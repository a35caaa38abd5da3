// Nearby salons (001 §9): a straight-line planar estimate of about 111 km per degree on both axes,
// rounded to 0.1 km, and 2 minutes of travel per km. Cheap, and good enough to rank salons in a city.
export const KM_PER_DEGREE = 111;
export const MINUTES_PER_KM = 2;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export function roundTenth(km: number): number {
  return Math.round(km * 10) / 10;
}

/** Planar distance in km, rounded to 0.1 km. */
export function planarDistanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (a.latitude - b.latitude) * KM_PER_DEGREE;
  const dLng = (a.longitude - b.longitude) * KM_PER_DEGREE;
  return roundTenth(Math.sqrt(dLat * dLat + dLng * dLng));
}

/**
 * Travel minutes shown on the nearest card: double the rounded distance, as whole minutes, and at
 * least 1 (a salon next door still takes a minute to reach). See docs/decisions/0010.
 */
export function travelMinutes(distanceKm: number): number {
  return Math.max(1, Math.round(roundTenth(distanceKm) * MINUTES_PER_KM));
}

/** A valid coordinate pair (the browser or a saved address can hand us anything). */
export function isGeoPoint(p: Partial<GeoPoint> | null | undefined): p is GeoPoint {
  return (
    p != null &&
    typeof p.latitude === 'number' &&
    typeof p.longitude === 'number' &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}
