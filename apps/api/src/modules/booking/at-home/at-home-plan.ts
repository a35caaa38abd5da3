import {
  atHomeTravelMinutes,
  checkHomeAddress,
  type GeoPoint,
  type HomeAddress,
  serviceArea,
  travelSlots,
  Refusal,
} from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import { cachedStatic } from '../../../db/static-cache.ts';
import { salonRadiusKm, savedPlaceOf } from './at-home-repo.ts';
import { addressByPlaceId } from '../../places/index.ts';

// The at-home step of a create or change plan (decision 0124): the address is usable, the salon
// serves it, and how many slots of travel the stylist is taken before and after the visit.

export interface PlannedHome {
  address: HomeAddress;
  distanceKm: number;
  travelMinutes: number;
  /** Slots claimed before and again after the visit. */
  bufferSlots: number;
}

/** What the server is asked: an address as sent (checked here), or null for a salon booking. */
export type HomeRequest = Partial<HomeAddress> | null;

export async function planHome(
  deps: AppDeps,
  salon: GeoPoint & { id: number; slotMinutes: number },
  request: Partial<HomeAddress>,
  owner: { phone: string; loggedInPhone: string | null },
): Promise<PlannedHome> {
  // A saved place of the logged-in owner gives its own address and coordinates; anyone else's id is not
  // looked up (an anonymous booking for someone's phone cannot borrow their address).
  const attrId = request.attrId ?? null;
  const saved =
    attrId !== null && owner.loggedInPhone === owner.phone
      ? await savedPlaceOf(deps.db, owner.phone, attrId)
      : undefined;
  const checked = checkHomeAddress(
    saved ? { ...request, ...saved, attrId } : { ...request, ...placePoint(request.placeId), attrId: null },
  );
  if (!checked.ok) throw Refusal.invalid(checked.reason);
  const radiusKm = await cachedStatic(deps, `home-radius|${salon.id}`, () =>
    salonRadiusKm(deps.db, salon.id),
  );
  const area = serviceArea(salon, checked.value, radiusKm);
  if (!area.inside) {
    throw new Refusal('atHomeOutOfArea', { vars: { km: area.distanceKm, radius: radiusKm } });
  }
  return {
    address: checked.value,
    distanceKm: area.distanceKm,
    travelMinutes: atHomeTravelMinutes(area.distanceKm),
    bufferSlots: travelSlots(area.distanceKm, salon.slotMinutes),
  };
}

/**
 * A looked-up place (the places area's id) is where the server says it is, whatever coordinates came
 * with it; an unknown id leaves no coordinates, so the address counts as missing.
 */
function placePoint(placeId: string | null | undefined) {
  if (typeof placeId !== 'string' || placeId === '') return {};
  try {
    const place = addressByPlaceId(placeId);
    return { latitude: place.latitude, longitude: place.longitude };
  } catch {
    return { latitude: undefined, longitude: undefined };
  }
}

/** The booking row's at-home columns (a salon booking clears them, so a change can move either way). */
export function homeColumns(home: PlannedHome | null | undefined) {
  return {
    is_book_at_home: home != null,
    home_address: home?.address.address ?? null,
    home_latitude: home?.address.latitude ?? null,
    home_longitude: home?.address.longitude ?? null,
    home_place_id: home?.address.placeId ?? null,
    home_attr_id: home?.address.attrId ?? null,
    home_distance_km: home?.distanceKm ?? null,
    travel_minutes: home?.travelMinutes ?? null,
  };
}
