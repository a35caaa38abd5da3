import { otpRefusal, Refusal } from '@salon/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../../http/app-instance.ts';
import type { OtpMethod } from '@salon/domain';
import { takeNotedUses } from '../../campaigns/index.ts';
import { otpServiceFor } from '../../otp/index.ts';
import { seatLater } from '../create/book-in-one.ts';

// OTP confirmation of a booking made without a logged-in token for its phone: the booking holds its
// slots while pending_otp (until hold_expires_at); a right code confirms it, a late one finds it expired.

async function pendingBooking(deps: AppDeps, bookingId: number, phone: string) {
  const row = await deps.db
    .selectFrom('booking as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .select(['b.id', 'b.status', 'b.hold_expires_at'])
    .where('b.id', '=', bookingId)
    .where('c.phone', '=', phone)
    .executeTakeFirst();
  // Another phone's booking answers exactly like a missing one.
  if (!row) throw new Refusal('bookingNotFound');
  const refusal = otpRefusal({ status: row.status, holdExpiresAt: row.hold_expires_at }, deps.now());
  if (refusal) throw new Refusal(refusal);
  return row;
}

/** Sends (or resends) the booking's code; the OTP service rotates zalo and sms and bounds resends. */
export async function sendBookingOtp(
  deps: AppDeps,
  input: { bookingId: number; phone: string; method?: OtpMethod; clientIp: string },
) {
  await pendingBooking(deps, input.bookingId, input.phone);
  return otpServiceFor(deps).send({
    phone: input.phone,
    purpose: 'booking',
    method: input.method,
    ref: String(input.bookingId),
    clientIp: input.clientIp,
  });
}

/** Confirms a pending booking with its code. Wrong codes count against the code (then a new one is needed). */
export async function verifyBookingOtp(
  deps: AppDeps,
  input: { bookingId: number; phone: string; code: string; clientIp: string },
) {
  await pendingBooking(deps, input.bookingId, input.phone);
  const check = await otpServiceFor(deps).check({
    phone: input.phone,
    purpose: 'booking',
    code: input.code,
    ref: String(input.bookingId),
    clientIp: input.clientIp,
  });
  if (!check.ok) {
    const extra = { reason: check.reason };
    if (check.reason === 'too_many_tries')
      throw new Refusal('otpTooManyTries', { words: check.message, extra });
    throw new Refusal('otpRefused', { words: check.message, extra });
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // A booking that waited for its code (past its day's share of unconfirmed holds) holds its slots now.
    await seatLater(trx, input.bookingId, now);
    // Confirmed only while the hold lasts (the domain's isHoldOver, negated): a sweep that already
    // freed the slots wins.
    const confirmed = await trx
      .updateTable('booking')
      .set({ status: 'confirmed', hold_expires_at: null, updated_at: sql`${now}` })
      .where('id', '=', input.bookingId)
      .where('status', '=', 'pending_otp')
      .where('hold_expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    if (!confirmed) throw new Refusal('bookingHoldExpired');
    // The promotions it noted are used now, or the confirmation is refused and it stays pending.
    await takeNotedUses(trx, input.bookingId, now);
  });
  return { bookingId: input.bookingId, status: 'confirmed' as const };
}
