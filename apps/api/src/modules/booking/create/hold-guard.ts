import { message, messageWith } from '@salon/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { AppError } from '../../../http/app-error.ts';
import { captchaFor } from '../../../providers/captcha/index.ts';

// Slot hoarding (decision 0101): an unconfirmed (OTP) booking holds staff slots for free, so
// each address and each phone may ask for only a few in a window, and an address needs a solved
// captcha for every one after the first. Counted in the booking table by book_in_one, under an
// advisory lock per address, so concurrent creates cannot all pass; this file is the early check.

type Db = Kysely<Database>;

/** The window the limits count over. */
export const HOLD_WINDOW_MINUTES = 10;
const WINDOW_MS = HOLD_WINDOW_MINUTES * 60_000;

export interface HoldOrigin {
  /** The client address (request.ip). */
  ip: string;
  /** A solved captcha payload, when the client sent one. */
  captcha: string | null;
}

export interface Recent {
  /** OTP bookings asked for in the window, whatever became of them. */
  asked: number;
  /** Of those, the ones not confirmed (still waiting, or lapsed). */
  unconfirmed: number;
  /** When the oldest unconfirmed one leaves the window. */
  oldest: Date | null;
}

async function recent(db: Db, where: { ip: string } | { customerId: number }, now: Date): Promise<Recent> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const by = 'ip' in where ? sql`origin_ip = ${where.ip}` : sql`customer_id = ${where.customerId}`;
  const { rows } = await sql<{ asked: number | string; unconfirmed: number | string; oldest: Date | null }>`
    select count(*) as asked,
      count(*) filter (where status in ('pending_otp', 'expired')) as unconfirmed,
      min(origin_at) filter (where status in ('pending_otp', 'expired')) as oldest
    from booking where ${by} and origin_at > ${since}
  `.execute(db);
  const row = rows[0];
  return {
    asked: Number(row?.asked ?? 0),
    unconfirmed: Number(row?.unconfirmed ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

export function tooMany(
  key: 'bookingHoldsPerAddress' | 'bookingHoldsPerPhone',
  seen: Recent,
  now: Date,
): AppError {
  const leaves = (seen.oldest?.getTime() ?? now.getTime()) + WINDOW_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(leaves / 60_000));
  return new AppError('too_many_requests', messageWith(key, { minutes }), {
    reason: key === 'bookingHoldsPerAddress' ? 'holds_per_address' : 'holds_per_phone',
    retryAfterSeconds: minutes * 60,
  });
}

export function captchaNeeded(): AppError {
  return new AppError('bad_request', message('bookingCaptchaRequired'), {
    reason: 'captcha_required',
    enableCaptcha: true,
  });
}

/**
 * Before the transaction: refuses an address over its limit at once (no captcha is spent), and
 * verifies (spends) a captcha sent along. Returns whether one was solved; guardAddress decides,
 * under the lock, whether one was needed.
 */
export async function precheckOrigin(deps: AppDeps, origin: HoldOrigin): Promise<boolean> {
  const now = deps.now();
  const seen = await recent(deps.db, { ip: origin.ip }, now);
  if (seen.unconfirmed >= deps.config.bookingHolds.perAddress)
    throw tooMany('bookingHoldsPerAddress', seen, now);
  // Checked even when not yet needed: a concurrent create from the address may make it needed.
  return origin.captcha ? await captchaFor(deps).verify(origin.captcha, origin.ip) : false;
}
