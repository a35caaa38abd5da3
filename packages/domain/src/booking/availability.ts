import { atHomeRun } from './at-home.ts';
import { hasDailyRoom } from './master-limit.ts';
import { type DaySlot, hourFrame, hourIds, isSlotPast, occupiedSlots } from './slots.ts';

// Who is free when, for one salon and one day. Pure: the caller loads shifts and claims.

/** A staff member's day at the salon. */
export interface StaffDay {
  staffId: number;
  /** Shift bounds, minutes after local midnight; the service must end by shiftEnd. */
  shiftStart: number;
  shiftEnd: number;
  /** Slot ids already claimed by live bookings. */
  taken: ReadonlySet<number>;
  isMaster: boolean;
  /** Customers already booked with this staff member that day (for the master limit). */
  servedThatDay: number;
}

/** Whether `staff` can serve the whole run of slots. */
export function isStaffFree(staff: StaffDay, run: readonly DaySlot[], slotMinutes: number): boolean {
  const first = run[0];
  const last = run[run.length - 1];
  if (!first || !last) return false;
  if (first.minute < staff.shiftStart || last.minute + slotMinutes > staff.shiftEnd) return false;
  if (!hasDailyRoom(staff.isMaster, staff.servedThatDay)) return false;
  return run.every((s) => !staff.taken.has(s.id));
}

export interface DayRequest {
  slots: readonly DaySlot[];
  slotMinutes: number;
  /** Slots each person occupies (see slotsNeeded). */
  needed: number;
  stylists: readonly StaffDay[];
  skinners: readonly StaffDay[];
  /** 0: the system picks the best stylist. */
  stylistId: number;
  needsSkinner: boolean;
  /** 0 or absent: any free skinner will do; otherwise only this one (when a service needs a skinner). */
  skinnerId?: number;
  /** Minutes of now when the day is today, otherwise null (no slot is past). */
  nowMinute: number | null;
  /** Walk-in at the salon (source book_at_salon). */
  atSalon: boolean;
  /** A group of N is free only where N stylists are free (default 1). */
  groupSize?: number;
  /** At home: slots of travel the stylist also needs free before and after the visit (default 0). */
  bufferSlots?: number;
}

/** The spec's Hour, plus isPast so callers can find the first bookable slot. */
export interface HourAvailability {
  hour: string;
  hourId: number;
  subHourId: number;
  secondSubHourId: number;
  hourFrame: string;
  hourGroup: string;
  isFree: boolean;
  isPast: boolean;
  totalStylistEmpty: number;
  totalSkinnerEmpty: number;
}

/**
 * Every slot of the day with its availability. isFree reports staff availability only (the
 * screen tells a past-but-free slot "expired"); isPast says whether the slot can still be booked.
 */
export function dayAvailability(req: DayRequest): HourAvailability[] {
  return req.slots.map((slot, index) => {
    const home = req.bufferSlots
      ? atHomeRun(req.slots, index, req.needed, req.bufferSlots, req.slotMinutes)
      : null;
    const run = req.bufferSlots
      ? (home?.visit ?? null)
      : occupiedSlots(req.slots, index, req.needed, req.slotMinutes);
    // Staff must be free for the visit and, at home, for the travel around it.
    const taken = home?.claimed ?? run;
    const setsOff = home?.claimed[0]?.minute ?? slot.minute;
    const setsOffPast =
      req.nowMinute !== null && isSlotPast(setsOff, req.nowMinute, req.slotMinutes, req.atSalon);
    const freeStylists = taken ? req.stylists.filter((s) => isStaffFree(s, taken, req.slotMinutes)) : [];
    const freeSkinners = taken ? req.skinners.filter((s) => isStaffFree(s, taken, req.slotMinutes)) : [];
    const enough = freeStylists.length >= Math.max(1, req.groupSize ?? 1);
    const stylistOk =
      enough && (req.stylistId === 0 || freeStylists.some((s) => s.staffId === req.stylistId));
    const skinnerId = req.skinnerId ?? 0;
    const skinnerOk =
      !req.needsSkinner ||
      (skinnerId === 0 ? freeSkinners.length > 0 : freeSkinners.some((s) => s.staffId === skinnerId));
    const ids = run ? hourIds(run) : { bookHourId: slot.id, subHourId: 0, secondSubHourId: 0 };
    return {
      hour: slot.hourText,
      hourId: slot.id,
      subHourId: ids.subHourId,
      secondSubHourId: ids.secondSubHourId,
      hourFrame: hourFrame(slot.minute),
      hourGroup: slot.hourGroup,
      // At home the stylist sets off before the hour: once the travel's first slot is past, the hour
      // is gone too (the screen only knows the hour's own time, so it is not shown free).
      isFree: stylistOk && skinnerOk && !(home && setsOffPast),
      isPast: req.nowMinute !== null && isSlotPast(slot.minute, req.nowMinute, req.slotMinutes, req.atSalon),
      totalStylistEmpty: freeStylists.length,
      totalSkinnerEmpty: freeSkinners.length,
    };
  });
}

/** Hours grouped by hour group, in the order the groups first appear. */
export function groupHours<T extends { hourGroup: string }>(
  hours: readonly T[],
): { name: string; hours: T[] }[] {
  const groups: { name: string; hours: T[] }[] = [];
  for (const h of hours) {
    const last = groups[groups.length - 1];
    if (last && last.name === h.hourGroup) last.hours.push(h);
    else groups.push({ name: h.hourGroup, hours: [h] });
  }
  return groups;
}

/**
 * The order in which "system picks the best stylist" tries free staff: the least busy first (it
 * spreads the day's work), then the better rated, then the lower id so the choice is stable.
 */
export function pickOrder<T extends { staffId: number; servedThatDay: number; rating: number }>(
  candidates: readonly T[],
): T[] {
  return [...candidates].sort(
    (a, b) => a.servedThatDay - b.servedThatDay || b.rating - a.rating || a.staffId - b.staffId,
  );
}
