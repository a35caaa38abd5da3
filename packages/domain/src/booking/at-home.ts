import type { MessageKey } from '../messages.ts';
import { type GeoPoint, isGeoPoint, planarDistanceKm, travelMinutes } from '../salon/distance.ts';
import { servedAtSalon } from '../services/delivery.ts';
import { type DaySlot, occupiedSlots } from './slots.ts';

// Booking at home (/booking-at-home, 001 §3 serviceDeliveryType): which services go, which addresses
// a salon serves, and the stylist's travel before and after the visit. Pure; the server enforces it
// and the database's slot claims make the travel window as exclusive as the visit (decision 0124).

/** A salon serves homes within this straight-line distance unless it says otherwise (the seed's 5 km). */
export const AT_HOME_DEFAULT_RADIUS_KM = 5;
/** Leaving the salon, parking and setting up take this long even next door. */
export const AT_HOME_MIN_TRAVEL_MINUTES = 30;
export const HOME_ADDRESS_MAX = 300;
const HOME_ADDRESS_MIN = 5;

/** The address a booking at home is served at (a saved place, a looked-up place or typed text). */
export interface HomeAddress extends GeoPoint {
  address: string;
  /** The looked-up place it came from, when any. */
  placeId?: string | null;
  /** The customer's saved place (001 §3 Saved address attrId), when any. */
  attrId?: number | null;
}

/** The first chosen service that cannot be served at home (delivery type 1, salon only), or undefined. */
export function firstSalonOnly<T extends { deliveryType: number }>(services: readonly T[]): T | undefined {
  return services.find((s) => !servedAtHome(s.deliveryType));
}

/** Whether a service of this delivery type can be served at home (2 at home, 3 both). */
export function servedAtHome(deliveryType: number): boolean {
  return deliveryType === 2 || deliveryType === 3;
}

/** Whether the service can be booked in this flow: at home types 2 and 3, at a salon types 1 and 3. */
export function servedIn(deliveryType: number, atHome: boolean): boolean {
  return atHome ? servedAtHome(deliveryType) : servedAtSalon(deliveryType);
}

/** The address trimmed with runs of spaces collapsed, or the reason it cannot be used. */
export function checkHomeAddress(
  input: Partial<HomeAddress> | null | undefined,
): { ok: true; value: HomeAddress } | { ok: false; reason: MessageKey } {
  const placeId = input?.placeId;
  const attrId = input?.attrId;
  const text = typeof input?.address === 'string' ? input.address.replace(/\s+/g, ' ').trim() : '';
  // Control characters would break the success page and the lookup card, so they count as no address.
  if (
    text.length < HOME_ADDRESS_MIN ||
    text.length > HOME_ADDRESS_MAX ||
    /\p{Cc}/u.test(text) ||
    !isGeoPoint(input)
  ) {
    return { ok: false, reason: 'atHomeAddressMissing' };
  }
  return {
    ok: true,
    value: {
      address: text,
      latitude: input.latitude,
      longitude: input.longitude,
      placeId: typeof placeId === 'string' ? placeId : null,
      attrId: typeof attrId === 'number' ? attrId : null,
    },
  };
}

/** The salon's distance to the home (001 §9 planar rule) and whether it is within the salon's radius. */
export function serviceArea(
  salon: GeoPoint,
  home: GeoPoint,
  radiusKm: number = AT_HOME_DEFAULT_RADIUS_KM,
): { distanceKm: number; inside: boolean } {
  const distanceKm = planarDistanceKm(salon, home);
  return { distanceKm, inside: distanceKm <= radiusKm };
}

/** Travel one way: the spec's 2 minutes a km, never under AT_HOME_MIN_TRAVEL_MINUTES. */
export function atHomeTravelMinutes(distanceKm: number): number {
  return Math.max(AT_HOME_MIN_TRAVEL_MINUTES, travelMinutes(distanceKm));
}

/** Whole slots the stylist is away before the visit, and again after it. */
export function travelSlots(distanceKm: number, slotMinutes: number): number {
  return Math.ceil(atHomeTravelMinutes(distanceKm) / slotMinutes);
}

/**
 * The visit's slots from `startIndex` and the slots the stylist is taken for: the visit with
 * `bufferSlots` of travel on each side. Null when the day (or a gap in it) leaves no room for the travel.
 */
export function atHomeRun<T extends DaySlot>(
  slots: readonly T[],
  startIndex: number,
  visitCount: number,
  bufferSlots: number,
  slotMinutes: number,
): { visit: T[]; claimed: T[] } | null {
  const claimed = occupiedSlots(slots, startIndex - bufferSlots, visitCount + 2 * bufferSlots, slotMinutes);
  if (!claimed) return null;
  return { visit: claimed.slice(bufferSlots, bufferSlots + visitCount), claimed };
}
