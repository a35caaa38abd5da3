import {
  dayAvailability,
  type GeoPoint,
  groupHours,
  type HourAvailability,
  slotsNeeded,
  slotsWithin,
  specialWindowsOn,
  todayInVietnam,
  vietnamMinutesOfDay,
} from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import { requireBookableDay, requireSalon, requireStylistChoice } from '../shared/booking-rules.ts';
import { cachedStatic } from '../../../db/static-cache.ts';
import { cachedDay } from '../shared/day-cache.ts';
import {
  activeSalonsInCity,
  closureMessage,
  type SalonDayInfo,
  salonSlots,
  staffOnShift,
} from './day-repo.ts';
import { priceForBooking } from '../shared/pricing.ts';
import { receptionOnDuty } from './reception-repo.ts';
import { homeBufferSlots } from '../at-home/at-home-hours.ts';

// Use cases of the hours calls: a salon day's hours for a stylist (or "system picks") and services.

export interface HoursQuery {
  salonId: number;
  dateIso: string;
  stylistId: number;
  /** 0 or absent: any free skinner; otherwise only this one, when a service needs a skinner. */
  skinnerId?: number;
  serviceIds: number[];
  /** People in the group (1 to 5); a slot is free only where that many stylists are. */
  groupSize?: number;
  /** Booking at home: the home, so the stylist's travel before and after each slot counts. */
  home?: GeoPoint | null;
}

/** The spec's Hour (001 §3). */
export type Hour = Omit<HourAvailability, 'hourGroup' | 'isPast'>;

function toHour(h: HourAvailability): Hour {
  const { hourGroup: _group, isPast: _past, ...hour } = h;
  return hour;
}

/** Availability of every slot of a salon day; a closed or not yet opened salon has no free slot. */
export function salonDayHours(
  deps: AppDeps,
  salon: SalonDayInfo,
  q: HoursQuery,
): Promise<HourAvailability[]> {
  const ids = [...q.serviceIds].sort((a, b) => a - b).join(',');
  const key = `${q.stylistId}|${q.skinnerId ?? 0}|${ids}|${q.groupSize ?? 1}|${homeBufferSlots(salon, q.home)}`;
  return cachedDay(deps, salon.id, q.dateIso, key, () => computeDayHours(deps, salon, q, ids));
}

async function computeDayHours(deps: AppDeps, salon: SalonDayInfo, q: HoursQuery, ids: string) {
  const now = deps.now();
  const [slots, priced, staff, closed] = await Promise.all([
    cachedStatic(deps, `slots|${salon.id}`, () => salonSlots(deps.db, salon.id)),
    cachedStatic(deps, `price|${salon.id}|${q.dateIso}|${ids}`, () =>
      priceForBooking(deps.db, { salonId: salon.id, serviceIds: q.serviceIds, dateIso: q.dateIso }),
    ),
    staffOnShift(deps.db, salon.id, q.dateIso, now),
    cachedStatic(deps, `closure|${salon.id}|${q.dateIso}`, () =>
      closureMessage(deps.db, salon.id, q.dateIso),
    ),
  ]);
  const open = closed === null && (salon.openingDate === null || salon.openingDate <= q.dateIso);
  const working = open ? staff : [];
  // Special hours (decision 0148): only the slots inside that day's windows are offered.
  const windows = specialWindowsOn(salon.specialHours, q.dateIso, todayInVietnam(now));
  return dayAvailability({
    slots: slotsWithin(slots, windows, salon.slotMinutes),
    slotMinutes: salon.slotMinutes,
    needed: slotsNeeded(priced.totalTime, salon.slotMinutes),
    stylists: working.filter((s) => s.kind === 'stylist'),
    skinners: working.filter((s) => s.kind === 'skinner'),
    stylistId: q.stylistId,
    skinnerId: q.skinnerId ?? 0,
    needsSkinner: priced.needsSkinner,
    nowMinute: q.dateIso === todayInVietnam(now) ? vietnamMinutesOfDay(now) : null,
    atSalon: false,
    groupSize: q.groupSize ?? 1,
    bufferSlots: homeBufferSlots(salon, q.home),
  });
}

/**
 * The hours of a day grouped by hour group, and whether the day still has a bookable slot, as JSON
 * text cached with the day (day-cache.ts), so a busy screen costs one serialisation a second.
 */
export async function dayHoursJson(deps: AppDeps, q: HoursQuery): Promise<string> {
  requireBookableDay(deps, q.dateIso);
  const salon = await requireSalon(deps, q.salonId);
  requireStylistChoice(salon, q.stylistId);
  const ids = [...q.serviceIds].sort((a, b) => a - b).join(',');
  return cachedDay(
    deps,
    salon.id,
    q.dateIso,
    `answer|${q.stylistId}|${q.skinnerId ?? 0}|${ids}|${q.groupSize ?? 1}|${homeBufferSlots(salon, q.home)}`,
    async () => {
      const [hours, reception] = await Promise.all([
        salonDayHours(deps, salon, q),
        receptionOnDuty(deps.db, salon.id, q.dateIso),
      ]);
      const data = {
        hourGroup: groupHours(hours).map((g) => ({ name: g.name, hours: g.hours.map(toHour) })),
        lastHourWork: { isFreeToday: hours.some((h) => h.isFree && !h.isPast) },
        // Who receives the customer at the salon that day (null when nobody is on reception duty).
        receptionName: reception?.name ?? null,
        receptionAvatar: reception?.avatar ?? null,
        // Not in 001 §3 (additive): the salon's slot length, which the screen needs to tell a slot in
        // progress (book_at_salon) from a finished one; salons differ (20 or 30 minutes).
        slotMinutes: salon.slotMinutes,
      };
      return JSON.stringify(data);
    },
  );
}

// 001 §9: straight-line planar estimate, about 111 km per degree, rounded to 0.1 km.
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const km = Math.hypot(a.latitude - b.latitude, a.longitude - b.longitude) * 111;
  return Math.round(km * 10) / 10;
}

const BACKUP_CANDIDATES = 5;
const BACKUP_RESULTS = 3;

/** Backup hours: the nearest salons of the same city with their free, bookable hours for the services. */
export async function backupHours(
  deps: AppDeps,
  q: { salonId: number; dateIso: string; serviceIds: number[] },
) {
  requireBookableDay(deps, q.dateIso);
  const chosen = await requireSalon(deps, q.salonId);
  const candidates = (await activeSalonsInCity(deps.db, chosen.cityId))
    .filter((salon) => salon.id !== chosen.id)
    .map((salon) => ({ salon, distance: distanceKm(chosen, salon) }));
  candidates.sort((a, b) => a.distance - b.distance || a.salon.id - b.salon.id);
  const result = [];
  for (const { salon, distance } of candidates.slice(0, BACKUP_CANDIDATES)) {
    const hours = await salonDayHours(deps, salon, { ...q, salonId: salon.id, stylistId: 0 });
    const free = hours.filter((h) => h.isFree && !h.isPast).map(toHour);
    if (free.length === 0) continue;
    result.push({
      salonId: salon.id,
      distance,
      salon: { id: salon.id, name: salon.name, address: salon.address, addressNew: salon.addressNew },
      hours: free,
    });
    if (result.length === BACKUP_RESULTS) break;
  }
  return result;
}
