import { addDays, fromDdMmYyyy, toDdMmYyyy } from '../date.ts';

// Opening dates travel as DD-MM-YYYY (001 §3); `today` is ISO in Asia/Ho_Chi_Minh.
/** A salon counts as newly opened for this many days after its opening date (docs/decisions/0010). */
export const NEWLY_OPENED_DAYS = 30;

export type SalonTagKind = 'comingSoon' | 'newlyOpened' | 'visited' | 'distance';
export type SalonTag = { kind: Exclude<SalonTagKind, 'distance'> } | { kind: 'distance'; km: number };

/** isOpen of the spec: true while the opening date is still ahead. */
export function opensInFuture(openingDate: string | null, today: string): boolean {
  const iso = openingDate ? fromDdMmYyyy(openingDate) : null;
  return iso !== null && iso > today;
}

function newlyOpened(openingDate: string | null, today: string): boolean {
  const iso = openingDate ? fromDdMmYyyy(openingDate) : null;
  return iso !== null && iso <= today && today < addDays(iso, NEWLY_OPENED_DAYS);
}

/** The tags of a salon card, in display order. */
export function salonTags(
  salon: { openingDate: string | null },
  ctx: { today: string; visited: boolean; distance?: number | null },
): SalonTag[] {
  const tags: SalonTag[] = [];
  if (opensInFuture(salon.openingDate, ctx.today)) tags.push({ kind: 'comingSoon' });
  else if (newlyOpened(salon.openingDate, ctx.today)) tags.push({ kind: 'newlyOpened' });
  if (ctx.visited) tags.push({ kind: 'visited' });
  if (ctx.distance != null) tags.push({ kind: 'distance', km: ctx.distance });
  return tags;
}

/**
 * The booking date after choosing a salon (001 §4): its opening date when that is today or later,
 * otherwise today. Both in and out as DD-MM-YYYY.
 */
export function bookingDateForSalon(openingDate: string | null, today: string): string {
  const iso = openingDate ? fromDdMmYyyy(openingDate) : null;
  return toDdMmYyyy(iso !== null && iso >= today ? iso : today);
}
