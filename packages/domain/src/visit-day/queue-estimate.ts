// The live queue of one stylist's day (decision 0141): when each guest is expected to start, from the
// salon counter's reports of started and finished services. A stylist who ran slow today is expected
// to keep that pace: the catalogue minutes are scaled by the ratio of actual to catalogue minutes of
// the services the stylist finished today. All times are minutes of the Vietnamese day.

export interface QueuedService {
  /** The booking person (one guest of a booking). */
  id: number;
  /** When the guest's hour begins. */
  plannedStart: number;
  /** The catalogue's minutes of the guest's services. */
  catalogueMinutes: number;
  startedAt: number | null;
  endedAt: number | null;
}

export type QueueState = 'waiting' | 'in_service' | 'done';

export interface QueueEstimate {
  id: number;
  state: QueueState;
  /** When the service starts (started: when it did). */
  expectedStart: number;
  /** Minutes after the planned start, never negative. */
  delayMinutes: number;
  /** Guests of this stylist before this one who are not finished (0: it is this guest's turn). */
  ahead: number;
}

/** A pace read from one quick or one endless service is clamped to something a salon can keep. */
const MIN_PACE = 0.5;
const MAX_PACE = 3;

/** Actual minutes over catalogue minutes of the finished services; 1 before any has finished. */
export function paceOf(services: readonly QueuedService[]): number {
  let actual = 0;
  let catalogue = 0;
  for (const s of services) {
    if (s.startedAt === null || s.endedAt === null) continue;
    actual += s.endedAt - s.startedAt;
    catalogue += s.catalogueMinutes;
  }
  if (catalogue === 0) return 1;
  return Math.min(MAX_PACE, Math.max(MIN_PACE, actual / catalogue));
}

const byPlannedStart = (a: QueuedService, b: QueuedService) => a.plannedStart - b.plannedStart || a.id - b.id;

/**
 * Expected starts of one stylist's services of the day at minute `now`. A started service runs for
 * its catalogue minutes at today's pace (and is not over before `now`); a waiting one starts at its
 * hour, after the services before it, and not before `now`.
 */
export function estimateQueue(services: readonly QueuedService[], now: number): QueueEstimate[] {
  const pace = paceOf(services);
  const ordered = [...services].sort(byPlannedStart);
  // Started services come first whatever their hour: the stylist is busy with them.
  let free = now;
  for (const s of ordered) {
    if (s.startedAt !== null && s.endedAt === null) {
      free = Math.max(free, s.startedAt + Math.round(s.catalogueMinutes * pace));
    }
  }
  let ahead = ordered.filter((s) => s.startedAt !== null && s.endedAt === null).length;
  const estimates = new Map<number, QueueEstimate>();
  for (const s of ordered) {
    if (s.startedAt !== null) {
      const state: QueueState = s.endedAt === null ? 'in_service' : 'done';
      estimates.set(s.id, {
        id: s.id,
        state,
        expectedStart: s.startedAt,
        delayMinutes: lateBy(s, s.startedAt),
        ahead: 0,
      });
      continue;
    }
    const start = Math.max(s.plannedStart, free);
    estimates.set(s.id, {
      id: s.id,
      state: 'waiting',
      expectedStart: start,
      delayMinutes: lateBy(s, start),
      ahead,
    });
    free = start + Math.round(s.catalogueMinutes * pace);
    ahead += 1;
  }
  return services.map((s) => estimates.get(s.id)!);
}

function lateBy(s: QueuedService, start: number): number {
  return Math.max(0, start - s.plannedStart);
}

/** From this delay on, the guest is told once to come later. */
export const LATE_NOTICE_MINUTES = 15;

/** '10h40' from a minute of the day. */
export function hourText(minuteOfDay: number): string {
  const m = ((Math.round(minuteOfDay) % 1440) + 1440) % 1440;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}`;
}
