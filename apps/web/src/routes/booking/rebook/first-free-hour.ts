import { addDays, todayInVietnam, toDdMmYyyy, vietnamMinutesOfDay } from '@salon/domain';
import { isHourPast, salonClock } from '../step0/time-rules.ts';
import type { Hour, HoursAnswer, StylistsAnswer } from '@salon/domain/contracts';

// The first free hour for a rebooking: from today on, the first day with a free hour for the visit's
// services — with its stylist when they work at the salon that day, else with the stylist the system picks.

/** Days looked at, today included. */
export const REBOOK_DAYS = 7;

export interface FoundHour {
  /** DD-MM-YYYY */
  date: string;
  stylist: { id: number; name: string; skillLevel: number } | null;
  hour: Hour;
}

export interface FreeHourCalls {
  stylists(date: string): Promise<StylistsAnswer>;
  hours(date: string, stylistId: number): Promise<HoursAnswer>;
}

export async function firstFreeHour(
  salonId: number,
  stylistId: number | null,
  calls: FreeHourCalls,
  now: Date = new Date(),
): Promise<FoundHour | null> {
  const today = todayInVietnam(now);
  const deviceClock = { todayIso: today, nowMinute: vietnamMinutesOfDay(now), atSalon: false };
  for (let i = 0; i < REBOOK_DAYS; i++) {
    const iso = addDays(today, i);
    const date = toDdMmYyyy(iso);
    const day = stylistId ? await calls.stylists(date).catch(() => null) : null;
    const found = day?.data.stylists.find((s) => s.staffId === stylistId && s.salonEnroll === salonId);
    const stylist = found ? { id: found.staffId, name: found.staffName, skillLevel: found.skillLevel } : null;
    const hours = await calls.hours(date, stylist?.id ?? 0).catch(() => null);
    // Today's hours that have started are not free to book, whatever the answer says.
    const clock = salonClock(deviceClock, hours?.data);
    const free = hours?.data.hourGroup
      .flatMap((g) => g.hours)
      .find((h) => h.isFree && !isHourPast(h, iso, clock));
    if (free) return { date, stylist, hour: free };
  }
  return null;
}
