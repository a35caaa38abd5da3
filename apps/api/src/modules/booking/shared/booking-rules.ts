import { DEFAULT_DAY_LIMITS, isBookableDay, todayInVietnam, Refusal } from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import { bookingPrivacy } from '../../salons/index.ts';
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
