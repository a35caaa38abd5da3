import { bookingClock } from '@salon/domain';
import { sql } from 'kysely';

// SQL forms of the booking rules in packages/domain/src/booking/booking-state.ts, for queries that
// filter many bookings. Each reads a booking aliased `b`; the parameters come from the domain helpers.

/**
 * Mirrors `!hasStarted`: the booking's day is after today, or today from the current minute on.
 * `minuteColumn` is its first person's slot minute (e.g. `h.minute_of_day`).
 */
export function notStartedSql(now: Date, minuteColumn: string) {
  const { today, minute } = bookingClock(now);
  return sql<boolean>`(b.date_book > ${today} or (b.date_book = ${today} and ${sql.ref(minuteColumn)} >= ${minute}))`;
}

/** Mirrors `holdsSlots`: confirmed, or waiting for its OTP while the hold runs (a null end is over). */
export function holdsSlotsSql(now: Date) {
  return sql<boolean>`(b.status = 'confirmed' or (b.status = 'pending_otp' and b.hold_expires_at > ${now}))`;
}

/** Mirrors `isHoldOver`: waiting for its OTP, with the hold ended or missing. */
export function holdOverSql(now: Date) {
  return sql<boolean>`(b.status = 'pending_otp' and (b.hold_expires_at is null or b.hold_expires_at <= ${now}))`;
}
