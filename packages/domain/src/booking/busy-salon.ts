// The backup-salon suggestion (001 §4 Backup salons) calls the chosen salon busy only when it is:
// with several free hours left there, the other salons are offered as a choice, not as a warning.

/** Fewer free hours than this left today at the chosen salon: it is busy. */
export const BUSY_FREE_HOURS = 4;

/** `freeHours`: free hours at the chosen salon for the day shown (null: not known yet). */
export function salonLooksBusy(freeHours: number | null): boolean {
  return freeHours !== null && freeHours < BUSY_FREE_HOURS;
}
