import {
  cleanPlaceText,
  MAX_SAVED_PLACES,
  PLACE_DETAIL_MAX,
  type PlaceDetail,
  placeById,
  placeNameProblem,
  searchPlaces,
  Refusal,
} from '@salon/domain';
import type { SavedPlace } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import type { CurrentCustomer } from '../../http/auth.ts';
import { placeIndex } from './data.ts';
import * as repo from './repo.ts';

// Use cases of the address search and of a customer's saved places (issue 19).
type Deps = Pick<AppDeps, 'db'>;

export const autocomplete = (input: string) => searchPlaces(placeIndex(), input);

export function addressByPlaceId(placeId: string): PlaceDetail {
  const place = placeById(placeIndex(), placeId);
  if (!place) throw new Refusal('placeNotFound');
  return place;
}

function toSaved(r: repo.PlaceRow): SavedPlace {
  return {
    attrId: r.attr_id,
    attrName: r.attr_name,
    detail: r.detail,
    placeId: r.place_id,
    address: r.address,
    oldAddress: r.old_address,
    provinceCode: r.province_code,
    wardCode: r.ward_code,
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

export const listPlaces = async (deps: Deps, customer: CurrentCustomer) =>
  (await repo.listOf(deps.db, customer.phone)).map(toSaved);

function cleanName(name: string): string {
  const problem = placeNameProblem(name);
  if (problem) throw Refusal.invalid(problem);
  return cleanPlaceText(name);
}

function cleanDetail(detail: string): string {
  const clean = cleanPlaceText(detail);
  if ([...clean].length > PLACE_DETAIL_MAX) throw new Refusal('placeDetailTooLong');
  return clean;
}

/** A place to save: an id the search does not know is a bad request (400), not a missing page. */
function placeColumns(placeId: string) {
  const p = placeById(placeIndex(), placeId);
  if (!p) throw new Refusal('placeToSaveNotFound');
  return {
    place_id: p.placeId,
    address: p.address,
    old_address: p.oldAddress,
    province_code: p.provinceCode,
    ward_code: p.wardCode,
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

export interface PlaceInput {
  name: string;
  placeId: string;
  detail?: string;
}

export async function addPlace(deps: Deps, customer: CurrentCustomer, input: PlaceInput) {
  const values = {
    attr_name: cleanName(input.name),
    detail: cleanDetail(input.detail ?? ''),
    ...placeColumns(input.placeId),
  };
  const row = await repo.insertWithin(deps.db, customer.phone, MAX_SAVED_PLACES, values);
  if (!row) throw new Refusal('placesFull');
  return toSaved(row);
}

/** The place if it is the customer's: 404 when there is none, 403 when it is someone else's. */
async function ownPlace(deps: Deps, customer: CurrentCustomer, attrId: number) {
  const row = await repo.findById(deps.db, attrId);
  if (!row) throw new Refusal('savedPlaceNotFound');
  if (row.customer_phone !== customer.phone) throw new Refusal('placeForbidden');
  return row;
}

export const getPlace = async (deps: Deps, customer: CurrentCustomer, attrId: number) =>
  toSaved(await ownPlace(deps, customer, attrId));

export async function updatePlace(
  deps: Deps,
  customer: CurrentCustomer,
  attrId: number,
  input: Partial<PlaceInput>,
) {
  await ownPlace(deps, customer, attrId);
  const changes = {
    ...(input.name !== undefined ? { attr_name: cleanName(input.name) } : {}),
    ...(input.detail !== undefined ? { detail: cleanDetail(input.detail) } : {}),
    ...(input.placeId !== undefined ? placeColumns(input.placeId) : {}),
  };
  if (Object.keys(changes).length === 0) return toSaved(await ownPlace(deps, customer, attrId));
  const row = await repo.update(deps.db, attrId, changes);
  if (!row) throw new Refusal('savedPlaceNotFound');
  return toSaved(row);
}

export async function removePlace(deps: Deps, customer: CurrentCustomer, attrId: number) {
  await ownPlace(deps, customer, attrId);
  await repo.remove(deps.db, attrId);
  return { attrId };
}
