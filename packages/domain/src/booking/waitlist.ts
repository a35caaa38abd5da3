// Waitlist rules (issue 22, decision 0128): who is offered a freed slot, and which hours to try.

/** An offer holds the slot for the waitlisted customer this long. */
export const WAITLIST_OFFER_MINUTES = 10;
/**
 * Places one proven customer may wait for at once (decision 0135): a real customer waits for one or two
 * hours, a hoarder with one verified phone cannot stand first in line for a salon's every freed hour.
 */
export const WAITLIST_MAX_ENTRIES_PER_CUSTOMER = 5;

export interface WaitlistEntryRule {
  id: number;
  /** null: any hour of the day. */
  slotId: number | null;
  /** The hour's minutes since midnight (null with slotId). */
  minute: number | null;
  /** null: any stylist. */
  stylistId: number | null;
  createdAt: Date;
}

export interface FreedSlot {
  slotId: number;
  staffId: number;
  /** Minutes since the salon day's midnight (orders the hours). */
  minute: number;
}

/** First come, first offered: by the time of joining, then by id (two joins in one millisecond). */
export function waitlistOrder<T extends Pick<WaitlistEntryRule, 'id' | 'createdAt'>>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/** A freed slot this long after an entry's hour may be what the hour was missing (a long service). */
export const WAITLIST_REACH_MINUTES = 120;

/**
 * The start hours to try for an entry after `freed` slots came free, earliest first. An entry for one
 * hour tries only that hour, and only when a slot of its stylist (any, when it named none) freed at
 * that hour or within WAITLIST_REACH_MINUTES after it: a service longer than a slot needs the hour's
 * next slots too. A whole-day entry tries each freed slot as a start. The claim in the offer's
 * transaction decides.
 */
export function hoursToTry(entry: WaitlistEntryRule, freed: readonly FreedSlot[]): number[] {
  const matching = freed.filter((f) => entry.stylistId === null || f.staffId === entry.stylistId);
  if (entry.slotId !== null) {
    const from = entry.minute ?? 0;
    const reaches = matching.some((f) => f.minute >= from && f.minute < from + WAITLIST_REACH_MINUTES);
    return reaches ? [entry.slotId] : [];
  }
  const byMinute = [...matching].sort((a, b) => a.minute - b.minute);
  return [...new Set(byMinute.map((f) => f.slotId))];
}
