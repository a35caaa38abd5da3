import {
  BOOKING_CREATES_PER_ADDRESS_LEVELS,
  bookingCaptchaLevel,
  HOLD_WINDOW_MINUTES,
  Refusal,
} from '@salon/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../../http/app-instance.ts';
import { addressKey } from '../../../http/address-key.ts';
import { captchaFor } from '../../../providers/captcha/index.ts';

// Holds counted by identity first, address last (decision 0137). An unconfirmed (OTP) booking holds
// staff slots for free, so a phone, and a phone from one address, may ask for only a few in a window
// (book_in_one counts them under the customer's row lock). An address is many people behind a carrier:
// its count only raises the captcha's level, it never refuses. This file is the early check and the answers.

const WINDOW_MS = HOLD_WINDOW_MINUTES * 60_000;

export { HOLD_WINDOW_MINUTES };

export interface HoldOrigin {
  /** The client address as Fastify read it (request.ip): the captcha provider may want it. */
  ip: string;
  /** What every per-address count counts by (IPv6 by its /64): stored as the booking's origin_ip. */
  key: string;
  /** A solved captcha payload, when the client sent one. */
  captcha: string | null;
}

export function holdOrigin(ip: string, captcha: string | null): HoldOrigin {
  return { ip, key: addressKey(ip), captcha };
}

/** The address counts at which the next create costs a captcha of level 1, 2, 3, 4. */
export function captchaLevels(deps: AppDeps): number[] {
  return [deps.config.bookingHolds.freePerAddress, ...BOOKING_CREATES_PER_ADDRESS_LEVELS];
}

export type HoldLimit = 'bookingHoldsPerPhone' | 'bookingHoldsPerPhoneAddress';

/** Too many holds: how many unconfirmed holds the phone made, and when the oldest leaves the window. */
export function tooMany(key: HoldLimit, count: number, oldest: Date | null, now: Date): Refusal {
  const leaves = (oldest?.getTime() ?? now.getTime()) + WINDOW_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(leaves / 60_000));
  return new Refusal(key, {
    vars: { count, minutes },
    extra: {
      reason: key === 'bookingHoldsPerPhone' ? 'holds_per_phone' : 'holds_per_phone_address',
      retryAfterSeconds: minutes * 60,
    },
  });
}

/** Asks for a captcha of the level the address's count has reached (the web solves it and resends). */
export function captchaNeeded(deps: AppDeps, askedFromAddress: number): Refusal {
  const level = Math.max(1, bookingCaptchaLevel(askedFromAddress, deps.config.bookingHolds.freePerAddress));
  return new Refusal(level > 1 ? 'bookingCaptchaHarder' : 'bookingCaptchaRequired', {
    extra: { reason: 'captcha_required', enableCaptcha: true, captchaLevel: level },
  });
}

/**
 * Before the write, when a captcha was sent: a phone over its limits is refused at once (no captcha
 * is spent), then the captcha is verified (spent) at the level the address's count asks. Returns the
 * level it proves (0: none); book_in_one decides, under the address's lock, whether that is enough.
 */
export async function precheckOrigin(deps: AppDeps, origin: HoldOrigin, phone: string): Promise<number> {
  const now = deps.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  const { rows } = await sql<{
    phone: number | string;
    phone_oldest: Date | null;
    pair: number | string;
    pair_oldest: Date | null;
    asked: number | string;
  }>`
    with mine as (
      select b.origin_ip, b.origin_at from booking b join customer c on c.id = b.customer_id
      where c.phone = ${phone} and b.origin_at > ${since} and b.status in ('pending_otp', 'expired')
    )
    select (select count(*) from mine) as phone, (select min(origin_at) from mine) as phone_oldest,
      (select count(*) from mine where origin_ip = ${origin.key}) as pair,
      (select min(origin_at) from mine where origin_ip = ${origin.key}) as pair_oldest,
      (select count(*) from booking where origin_ip = ${origin.key} and origin_at > ${since}) as asked
  `.execute(deps.db);
  const seen = rows[0];
  const holds = deps.config.bookingHolds;
  const at = (d: Date | null | undefined) => (d ? new Date(d) : null);
  if (Number(seen?.pair ?? 0) >= holds.perPhoneAddress)
    throw tooMany('bookingHoldsPerPhoneAddress', Number(seen?.pair), at(seen?.pair_oldest), now);
  if (Number(seen?.phone ?? 0) >= holds.perPhone)
    throw tooMany('bookingHoldsPerPhone', Number(seen?.phone), at(seen?.phone_oldest), now);
  // Checked even when not yet needed: a concurrent create from the address may make it needed.
  const level = Math.max(1, bookingCaptchaLevel(Number(seen?.asked ?? 0), holds.freePerAddress));
  return origin.captcha && (await captchaFor(deps).verify(origin.captcha, origin.ip, level)) ? level : 0;
}
