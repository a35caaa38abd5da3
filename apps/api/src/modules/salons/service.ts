import {
  EXCLUDED_SALON_ID,
  isGeoPoint,
  nearestSalons,
  planarDistanceKm,
  todayInVietnam,
  fromDdMmYyyy,
  toDdMmYyyy,
  Refusal,
  PRICED_MEMBER_TYPES,
} from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import { guideScreens, guidesIn } from '../services/index.ts';
import * as repo from './repo.ts';
import { cachedStatic } from '../../db/static-cache.ts';

// Use cases of salon choice. Time comes from deps.now() so tests can travel.
type Deps = Pick<AppDeps, 'db' | 'now'>;

export const VISITED_GROUP_TITLE = 'Salon bạn đã từng đến';
export const DEFAULT_NEAR_COUNT = 5;

function today(deps: Deps): string {
  return todayInVietnam(deps.now());
}

export function cacheDay(deps: Deps): string {
  return today(deps);
}

/** The number home states as 'salons nationwide': the salons open for booking today. */
export const openSalonCount = (deps: Deps) => repo.countOpenSalons(deps.db, today(deps), EXCLUDED_SALON_ID);

export const listProvinces = (deps: Deps) => repo.listProvinces(deps.db);
export const listSalons = async (deps: Deps) => withClosures(deps, await repo.listSalons(deps.db));
export const listTopSalons = async (deps: Deps) =>
  withClosures(deps, await repo.listSalons(deps.db, { topOnly: true }));

/**
 * Each salon with `closedUntil` (lists show it closed): the last day (DD-MM-YYYY) of the closure
 * covering today, or null.
 */
async function withClosures(deps: Deps, salons: repo.SalonDto[]) {
  const closed = await repo.closedUntilOn(deps.db, today(deps));
  return salons.map((s) => {
    const until = closed.get(s.id);
    return { ...s, closedUntil: until ? toDdMmYyyy(until) : null };
  });
}

/** 001 §7 "Salons visited": groups of {title, data ids}; empty when the phone never came. */
export async function visitedSalons(deps: Deps, phone: string) {
  const ids = await repo.visitedSalonIds(deps.db, phone, today(deps));
  return ids.length ? [{ title: VISITED_GROUP_TITLE, data: ids }] : [];
}

export async function savedAddressList(deps: Deps, phone: string) {
  const rows = await repo.savedAddresses(deps.db, phone);
  return rows.map(({ attrId, attrName }) => ({ attrId, attrName }));
}

/** The `count` salons nearest a saved address of the phone (salon 269 never among them). */
export async function salonsNearAddress(deps: Deps, phone: string, attrId: number, count: number) {
  const address = (await repo.savedAddresses(deps.db, phone)).find((a) => a.attrId === attrId);
  if (!address || !isGeoPoint(address)) throw new Refusal('notFound');
  return salonsNear(deps, address, count);
}

/** The `count` salons nearest a point (a place of the address search, coordinates), by the spec's rule. */
export async function salonsNear(deps: Deps, at: { latitude: number; longitude: number }, count: number) {
  const salons = await repo.listSalons(deps.db);
  return nearestSalons(salons, at)
    .slice(0, count)
    .map((s) => ({ salonId: s.id, distance: s.distance }));
}

async function requireSalon(deps: Deps, salonId: number) {
  const salon = await repo.findSalon(deps.db, salonId);
  if (!salon) throw new Refusal('salonNotFound');
  return salon;
}

/**
 * 001 §4 salon-off: the chain's closure message for today, or null, and the backups the chain chose
 * that are themselves open today, nearest to the closed salon first.
 */
export async function salonOff(deps: Deps, salonId: number) {
  const salon = await requireSalon(deps, salonId);
  const day = today(deps);
  const closure = await repo.activeClosure(deps.db, salonId, day);
  if (!closure) return { message: null, salonBackUp: [] };
  const [all, closed] = await Promise.all([
    repo.listSalons(deps.db),
    repo.closedSalonIds(deps.db, closure.backupSalonIds, day),
  ]);
  const notYetOpen = (openingDate: string | null) => {
    const iso = openingDate ? fromDdMmYyyy(openingDate) : null;
    return iso !== null && iso > day;
  };
  const salonBackUp = all
    .filter((s) => closure.backupSalonIds.includes(s.id) && !closed.has(s.id) && !notYetOpen(s.openingDate))
    .map((s) => ({ salonId: s.id, distance: planarDistanceKm(salon, s), salon: { ...s, closedUntil: null } }))
    .sort((a, b) => a.distance - b.distance || a.salonId - b.salonId);
  return { message: closure.message, salonBackUp };
}

/** 001 §6 role defaults, replaced by the member type's row of booking_privacy_rule when there is one. */
export const DEFAULT_PRIVACY: repo.PrivacyRule = {
  allowBookStylist: true,
  allowMultiple: false,
  daysBookFuture: 1,
  maxDaysBookFuture: 2,
};

const CHAIN_SALON_RULES: repo.SalonBookingRules = {
  allowBookStylist: true,
  specialHours: { today: [], normal: [], weekend: [] },
};

/**
 * The role of a phone (at a salon): the tier's rule, with the salon's own rules over it (decision
 * 0148): a stylist may be chosen only where both allow it; the special hours are the salon's.
 */
export async function bookingPrivacy(deps: Deps, phone: string | undefined, salonId: number | undefined) {
  const salon = salonId === undefined ? CHAIN_SALON_RULES : await requireSalonRules(deps, salonId);
  const memberType = phone ? ((await repo.customerMemberType(deps.db, phone)) ?? 0) : 0;
  return tierRole(deps, memberType, salon);
}

/** Every member tier's role at a salon (tier 0: no tier), for a write that learns the phone's tier itself. */
export async function bookingPrivacyByTier(deps: Deps, salonId: number) {
  const salon = await requireSalonRules(deps, salonId);
  return Promise.all(MEMBER_TIERS.map((memberType) => tierRole(deps, memberType, salon)));
}

// A phone with no tier is tier 0; the priced tiers have rules of their own.
const MEMBER_TIERS = [0, ...PRICED_MEMBER_TYPES];

async function tierRole(deps: Deps, memberType: number, salon: repo.SalonBookingRules) {
  // The rules per tier change rarely: cached per process, dropped on a write (db/static-cache.ts, decision 0123).
  const rule =
    (await cachedStatic(deps, `privacy|${memberType}`, () => repo.privacyRule(deps.db, memberType))) ??
    DEFAULT_PRIVACY;
  return {
    memberType,
    ...rule,
    allowBookStylist: rule.allowBookStylist && salon.allowBookStylist,
    specialHours: salon.specialHours,
  };
}

async function requireSalonRules(deps: Deps, salonId: number) {
  const rules = await cachedStatic(deps, `salon-rules|${salonId}`, () =>
    repo.salonBookingRules(deps.db, salonId),
  );
  if (!rules) throw new Refusal('salonNotFound');
  return rules;
}

/**
 * The role answer's guideScreens (001 §3 Role): step 1's guide shows before any service list is
 * loaded. The salon's own guides over the chain's (salonId absent: the chain's only).
 */
export async function stepGuides(deps: Deps, salonId: number | undefined, lang: 'vi' | 'en') {
  return guidesIn(lang, await guideScreens(deps.db, salonId ?? 0));
}
