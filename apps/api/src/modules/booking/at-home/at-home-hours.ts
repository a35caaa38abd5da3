import { type GeoPoint, planarDistanceKm, travelSlots } from '@salon/domain';

// Hours at home (decision 0124): a slot is free only when the stylist is also free for the travel
// before and after it, as the create will claim them.

/** The home's point when both coordinates were given, else null (hours at the salon). */
export function homePoint(latitude: number | undefined, longitude: number | undefined): GeoPoint | null {
  return latitude === undefined || longitude === undefined ? null : { latitude, longitude };
}

/** Slots of travel on each side of a visit from this salon to the home; 0 at the salon. */
export function homeBufferSlots(
  salon: GeoPoint & { slotMinutes: number },
  home: GeoPoint | null | undefined,
) {
  return home ? travelSlots(planarDistanceKm(salon, home), salon.slotMinutes) : 0;
}
