import {
  DATE_OPTION_COUNT,
  DEFAULT_DAY_LIMITS,
  isBookableDay,
  Refusal,
  type RefusalReason,
  todayInVietnam,
} from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import { bookingPrivacy, bookingPrivacyByTier } from '../../salons/index.ts';
import { cachedStatic } from '../../../db/static-cache.ts';
import { findActiveSalon, type SalonDayInfo } from '../hours/day-repo.ts';

/** An open salon of the booking from the per-process cache; an unknown or closed one is a 404. */
export async function requireSalon(deps: AppDeps, salonId: number): Promise<SalonDayInfo> {
  const salon = await cachedStatic(deps, `salon|${salonId}`, () => findActiveSalon(deps.db, salonId));
  if (!salon) throw new Refusal('salonNotFound');
  return salon;
}

/**
 * A named stylist where the salon lets the system pick every stylist is refused by every call that
 * takes one (hours, create, change, waitlist), not only by the write.
 */
export function requireStylistChoice(salon: Pick<SalonDayInfo, 'allowBookStylist'>, stylistId: number) {
  if (stylistId > 0 && !salon.allowBookStylist) throw new Refusal('stylistChoiceClosed');
}

// The booking-privacy role (001 §3, §6) as booking applies it.
export interface BookingRole {
  allowMultiple: boolean;
  /** False: the system picks every stylist (the salon's or the tier's rule); absent means true. */
  allowBookStylist?: boolean;
  daysBookFuture: number;
  maxDaysBookFuture: number;
  /** The phone's member tier (0: none); prices use it only for its logged-in owner. */
  memberType?: number;
}

/** The role of a phone at a salon, as the booking-privacy call (salons module) answers it. */
export async function bookingRole(deps: AppDeps, phone: string, salonId: number): Promise<BookingRole> {
  // The salon from the per-process cache (an unknown or closed one is the same 404), then the phone's rules.
  await requireSalon(deps, salonId);
  const role = await bookingPrivacy(deps, phone, salonId);
  return {
    allowMultiple: role.allowMultiple,
    allowBookStylist: role.allowBookStylist,
    daysBookFuture: role.daysBookFuture,
    maxDaysBookFuture: role.maxDaysBookFuture,
    memberType: role.memberType,
  };
}

/** What a create asks that the phone's tier may refuse (001 §6). */
export interface TierAsk {
  dateIso: string;
  persons: readonly { stylistId: number }[];
  /** Not the logged-in owner's own phone: a group then needs a tier that books several at once. */
  forOtherPhone: boolean;
}

/** What a tier makes of a create: its first refusal (null: none), and whether an upcoming booking refuses it. */
export interface TierAnswer {
  /** The tier (0: none); null: whatever the phone's tier. */
  memberType: number | null;
  refusal: TierRefusal | null;
  checkUpcoming: boolean;
}

export const TIER_REFUSALS = ['groupOtherPhone', 'bookingDayNotAllowed', 'stylistChoiceClosed'] as const;
export type TierRefusal = (typeof TIER_REFUSALS)[number] & RefusalReason;

/** A role's refusal of a create, in the order a create checks them: the group, the day, the stylist. */
export function tierRefusal(deps: AppDeps, role: BookingRole, ask: TierAsk): TierRefusal | null {
  if (ask.persons.length > 1 && !role.allowMultiple && ask.forOtherPhone) return 'groupOtherPhone';
  if (!isBookableDay(ask.dateIso, todayInVietnam(deps.now()), role)) return 'bookingDayNotAllowed';
  if (role.allowBookStylist === false && ask.persons.some((p) => p.stylistId > 0))
    return 'stylistChoiceClosed';
  return null;
}

function answerOf(deps: AppDeps, role: BookingRole, ask: TierAsk): TierAnswer {
  return {
    memberType: role.memberType ?? 0,
    refusal: tierRefusal(deps, role, ask),
    checkUpcoming: !role.allowMultiple,
  };
}

/**
 * A create's role. The logged-in owner's tier is read first: their prices are the tier's. Anyone else's is
 * read by the write itself, under the customer's lock (decision 0149), which then applies that tier's
 * answer: every tier's is computed here, and a refusal every tier gives is given now. The plan then runs
 * with a role allowing what some tier allows.
 */
export async function createRole(
  deps: AppDeps,
  phone: string,
  salonId: number,
  ask: TierAsk,
): Promise<{ role: BookingRole; tiers: TierAnswer[] }> {
  const roles = ask.forOtherPhone
    ? await requireSalon(deps, salonId).then(() => bookingPrivacyByTier(deps, salonId))
    : [await bookingRole(deps, phone, salonId)];
  const tiers = roles.map((role) => answerOf(deps, role, ask));
  const first = tiers[0]?.refusal;
  if (first && tiers.every((t) => t.refusal === first)) throw new Refusal(first);
  if (roles.length === 1 && roles[0]) return { role: roles[0], tiers };
  const furthest = DATE_OPTION_COUNT - 1;
  return {
    role: {
      allowMultiple: true,
      allowBookStylist: true,
      daysBookFuture: furthest,
      maxDaysBookFuture: furthest,
    },
    tiers,
  };
}

/** Refuses a day outside today .. the furthest day the role allows (decision 0051). */
export function requireBookableDay(
  deps: AppDeps,
  dateIso: string,
  role: BookingRole = { allowMultiple: false, ...DEFAULT_DAY_LIMITS },
) {
  if (!isBookableDay(dateIso, todayInVietnam(deps.now()), role)) {
    throw new Refusal('bookingDayNotAllowed');
  }
}
