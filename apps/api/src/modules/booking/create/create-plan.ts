import {
  atHomeRun,
  EXCLUDED_SALON_ID,
  type DaySlot,
  firstAtHomeOnly,
  firstSalonOnly,
  hourIds,
  isSlotPast,
  occupiedSlots,
  salonTakesGroup,
  seatGroup,
  slotsNeeded,
  slotsWithin,
  specialWindowsOn,
  todayInVietnam,
  vietnamMinutesOfDay,
  windowsText,
  Refusal,
} from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import { type BookingRole, requireBookableDay, requireSalon } from '../shared/booking-rules.ts';
import {
  closureMessage,
  type SalonDayInfo,
  type StaffOnShift,
  salonSlots,
  staffOnShift,
} from '../hours/day-repo.ts';
import { cachedStatic } from '../../../db/static-cache.ts';
import { cachedStaffOrder } from '../shared/day-cache.ts';
import { type PricedServices, priceForBooking } from '../shared/pricing.ts';
import { type HomeRequest, type PlannedHome, planHome } from '../at-home/at-home-plan.ts';

// Checks a create request against the salon's day before anything is written, and works out
// which slots each person occupies. The claims in the transaction are the final word.

export interface PersonRequest {
  bookHourId: number;
  /** 0: the system picks the best stylist. */
  stylistId: number;
  serviceIds: number[];
  /** Campaigns chosen for this person (ids); applied in the booking transaction. */
  campaignIds?: number[];
}

export interface PersonPlan {
  index: number;
  request: PersonRequest;
  /** The slots the staff are claimed for: the visit, and at home the travel before and after it. */
  run: DaySlot[];
  ids: { bookHourId: number; subHourId: number; secondSubHourId: number };
  priced: PricedServices;
}

export interface BookingPlan {
  salon: SalonDayInfo;
  dateIso: string;
  persons: PersonPlan[];
  staff: StaffOnShift[];
  /** Booking at home (decision 0123): the address served and the travel; null at the salon. */
  home: PlannedHome | null;
}

export async function planBooking(
  deps: AppDeps,
  input: {
    salonId: number;
    dateIso: string;
    persons: PersonRequest[];
    /** The first person's chosen skinner (0 or absent: one is assigned when a service needs it). */
    skinnerId?: number;
    atSalon: boolean;
    consultationAllowed: boolean;
    /** The booking phone's tier when its owner is logged in (their member prices); else null. */
    memberType?: number | null;
    /** Change: the booking's own claims that day, `staffId|slotId`, count as free. */
    releasing?: ReadonlySet<string>;
    /** At home: the address as asked (checked here) and whose phone it is; null or absent at the salon. */
    home?: HomeRequest;
    owner?: { phone: string; loggedInPhone: string | null };
  },
  role: BookingRole,
): Promise<BookingPlan> {
  // The training salon (001 §5) is in no list to book from, and no request books it either.
  if (input.salonId === EXCLUDED_SALON_ID) throw new Refusal('salonNotBookable');
  requireBookableDay(deps, input.dateIso, role);
  const salon = await requireSalon(deps, input.salonId);
  const now = deps.now();
  const [closed, allSlots, onShift] = await Promise.all([
    cachedStatic(deps, `closure|${salon.id}|${input.dateIso}`, () =>
      closureMessage(deps.db, salon.id, input.dateIso),
    ),
    cachedStatic(deps, `slots|${salon.id}`, () => salonSlots(deps.db, salon.id)),
    // One person: who is free only orders the candidates (up to 1 s old); a group is seated on fresh claims.
    input.persons.length === 1 && !input.releasing
      ? cachedStaffOrder(deps, salon.id, input.dateIso, () =>
          staffOnShift(deps.db, salon.id, input.dateIso, now),
        )
      : staffOnShift(deps.db, salon.id, input.dateIso, now),
  ]);
  if (closed !== null) throw new Refusal('salonClosed', { words: closed });
  const staff = input.releasing ? withoutClaims(onShift, input.releasing) : onShift;
  if (
    input.persons.length > 1 &&
    !salonTakesGroup(salon.bookManyPeople, input.dateIso, todayInVietnam(now))
  ) {
    throw new Refusal('groupNotAtSalon');
  }
  if (salon.openingDate !== null && salon.openingDate > input.dateIso) {
    throw new Refusal('salonNotOpenYet');
  }
  // A chosen skinner must be a skinner on shift at this salon that day, whatever the services.
  const skinnerId = input.skinnerId ?? 0;
  if (skinnerId > 0 && !staff.some((s) => s.staffId === skinnerId && s.kind === 'skinner')) {
    throw new Refusal('skinnerNotWorking');
  }
  const home = input.home
    ? await planHome(deps, salon, input.home, input.owner ?? { phone: '', loggedInPhone: null })
    : null;
  const chosen = input.persons.map((p) => p.stylistId).filter((id) => id > 0);
  if (new Set(chosen).size !== chosen.length) throw new Refusal('groupSameStylist');

  // Special hours (decision 0148) leave only the slots inside that day's windows.
  const windows = specialWindowsOn(salon.specialHours, input.dateIso, todayInVietnam(now));
  const slots = slotsWithin(allSlots, windows, salon.slotMinutes);
  const slotIndex = new Map(slots.map((s, i) => [s.id, i]));
  const nowMinute = input.dateIso === todayInVietnam(now) ? vietnamMinutesOfDay(now) : null;
  const persons: PersonPlan[] = [];
  for (const [index, request] of input.persons.entries()) {
    const start = slotIndex.get(request.bookHourId);
    const first = start === undefined ? undefined : slots[start];
    if (windows && start === undefined && allSlots.some((s) => s.id === request.bookHourId)) {
      throw new Refusal('hourOutsideSpecialHours', { vars: { hours: windowsText(windows) } });
    }
    if (start === undefined || !first) throw new Refusal('hourNotFound');
    if (nowMinute !== null && isSlotPast(first.minute, nowMinute, salon.slotMinutes, input.atSalon)) {
      throw new Refusal('slotExpired');
    }
    // Only a consultation salon lets staff choose the services in store (the allow-change switch).
    if (
      request.serviceIds.length === 0 &&
      (home !== null || !(input.consultationAllowed && salon.selectConsultation))
    ) {
      throw new Refusal('chooseServicesFirst');
    }
    let skillLevel: number | undefined;
    if (request.stylistId > 0 && role.allowBookStylist === false) throw new Refusal('stylistChoiceClosed');
    if (request.stylistId > 0) {
      const stylist = staff.find((s) => s.staffId === request.stylistId && s.kind === 'stylist');
      if (!stylist) throw new Refusal('stylistNotWorking');
      skillLevel = stylist.skillLevel;
    }
    // Prices and their rules change rarely: cached per process, dropped on any write (decision 0123).
    const ids = [...request.serviceIds].sort((a, b) => a - b).join(',');
    const priced = await cachedStatic(
      deps,
      `price|${salon.id}|${input.dateIso}|${ids}|${skillLevel ?? ''}|${input.memberType ?? ''}`,
      () =>
        priceForBooking(deps.db, {
          salonId: salon.id,
          serviceIds: request.serviceIds,
          dateIso: input.dateIso,
          stylistSkillLevel: skillLevel,
          memberType: input.memberType,
        }),
    );
    // 001 §4: a service of delivery type 2 is served at home only, never at this salon; at home, type 1 never.
    const wrongPlace = home ? firstSalonOnly(priced.services) : firstAtHomeOnly(priced.services);
    if (wrongPlace) {
      const key = home ? 'serviceSalonOnly' : 'serviceAtHomeOnly';
      throw new Refusal(key, { vars: { name: wrongPlace.name } });
    }
    const needed = slotsNeeded(priced.totalTime, salon.slotMinutes);
    const visit = home
      ? atHomeRun(slots, start, needed, home.bufferSlots, salon.slotMinutes)
      : { visit: occupiedSlots(slots, start, needed, salon.slotMinutes), claimed: null };
    const run = visit?.claimed ?? visit?.visit;
    if (!visit?.visit || !run) {
      throw new Refusal(home ? 'atHomeNoTravelTime' : 'hourTooLate');
    }
    // At home the stylist sets off before the hour: the travel's first slot must not be past either.
    const setsOff = run[0] ?? first;
    if (nowMinute !== null && isSlotPast(setsOff.minute, nowMinute, salon.slotMinutes, input.atSalon)) {
      throw new Refusal('slotExpired');
    }
    persons.push({ index, request, run, ids: hourIds(visit.visit), priced });
  }
  // A group of N needs N distinct stylists free at their hours; say so before anything is written.
  const seats = persons.map((p) => ({ run: p.run, stylistId: p.request.stylistId }));
  const stylists = staff.filter((s) => s.kind === 'stylist');
  if (persons.length > 1 && !seatGroup(seats, stylists, salon.slotMinutes)) {
    throw new Refusal('groupNotEnoughStylists');
  }
  return { salon, dateIso: input.dateIso, persons, staff, home };
}

// The staff's claims without those of the booking being changed (they are freed in its transaction).
function withoutClaims(staff: StaffOnShift[], releasing: ReadonlySet<string>): StaffOnShift[] {
  return staff.map((s) => ({
    ...s,
    taken: new Set([...s.taken].filter((slotId) => !releasing.has(`${s.staffId}|${slotId}`))),
  }));
}
