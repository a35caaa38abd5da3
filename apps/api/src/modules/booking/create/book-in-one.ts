import { bookingClock, Refusal } from '@salon/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isRetryableConflict } from '../../../db/transaction.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import type { BookingPlan } from './create-plan.ts';
import type { PromotionNote } from './promotions.ts';
import {
  captchaLevels,
  captchaNeeded,
  HOLD_WINDOW_MINUTES,
  type HoldLimit,
  type HoldOrigin,
  tooMany,
} from './hold-guard.ts';
import { seatRequest } from './seat-spec.ts';
import { TIER_REFUSALS, type TierAnswer } from '../shared/booking-rules.ts';

// The booking's one write path (decision 0137): the database functions of migration 0001 write every
// booking that holds slots. A create is book_in_one, one statement (decision 0123), or the first step of
// a transaction when promotions follow; a change seats its persons again with seat_persons. A refusal
// raised by a function ('booking:<reason>') rolls back its statement and becomes the answer below.

type Db = Kysely<Database>;

export interface Seat {
  id: number;
  stylistId: number;
  skinnerId: number | null;
}

export interface WrittenBooking {
  id: number;
  customerId: number;
  status: 'pending_otp' | 'confirmed';
  holdExpiresAt: string | null;
  /** False: past its salon day's share of unconfirmed holds, it holds its slots once its code confirms it. */
  holdsSlots: boolean;
  persons: Seat[];
}

export interface BookingWrite {
  phone: string;
  /** The booking row's columns (JSON columns as objects); status, hold and origin are added here. */
  columns: Record<string, unknown>;
  /** The first person's named skinner (0: any, when a service needs one). */
  skinnerId: number;
  /** Unconfirmed (waits for its OTP) holding its slots this long; null: confirmed at once. */
  holdMs: number | null;
  /**
   * What each tier makes of it (booking-rules.ts): the write applies the phone's tier's refusal, and
   * refuses a phone with a confirmed upcoming booking (the 403 of the spec) when that tier's answer says so.
   */
  tiers: readonly TierAnswer[];
  /** The customer's own unconfirmed bookings are replaced by this one. */
  releaseOwn: boolean;
  /** An anonymous create: its hold is limited (hold-guard.ts); null for the owner or the system. */
  origin: HoldOrigin | null;
  /** The captcha level the create proved (0: none). */
  captchaSolvedLevel: number;
  /** Promotion uses an unconfirmed booking notes, written with it (promotions.ts). */
  notes?: readonly PromotionNote[];
}

/** Writes a booking and seats its persons: one statement on `db`, or a step of the transaction `db` is. */
export async function bookInOne(
  db: Db,
  deps: AppDeps,
  plan: BookingPlan,
  write: BookingWrite,
): Promise<WrittenBooking> {
  const now = deps.now();
  const { today, minute } = bookingClock(now);
  const holds = deps.config.bookingHolds;
  const held = write.holdMs !== null;
  const params = {
    ...seatRequest(plan, write.skinnerId, now),
    today,
    minute,
    phone: write.phone,
    tiers: write.tiers,
    releaseOwn: write.releaseOwn,
    ip: write.origin?.key ?? null,
    since: new Date(now.getTime() - HOLD_WINDOW_MINUTES * 60_000).toISOString(),
    perPhone: holds.perPhone,
    perPhoneAddress: holds.perPhoneAddress,
    captchaLevels: captchaLevels(deps),
    captchaSolvedLevel: write.captchaSolvedLevel,
    notes: write.notes ?? [],
    ...dayOf(plan, holds.unconfirmedDayShare),
    booking: {
      ...write.columns,
      status: held ? 'pending_otp' : 'confirmed',
      hold_expires_at: held ? new Date(now.getTime() + (write.holdMs ?? 0)).toISOString() : null,
      origin_ip: write.origin?.key ?? null,
      origin_at: write.origin ? now.toISOString() : null,
      total_money: plan.persons.reduce((sum, p) => sum + p.priced.total, 0),
    },
  };
  const booked = await call<Omit<WrittenBooking, 'status'>>(
    db,
    deps,
    plan,
    now,
    sql<{ r: unknown }>`select book_in_one(${JSON.stringify(params)}::jsonb) as r`,
  );
  return {
    ...booked,
    status: held ? 'pending_otp' : 'confirmed',
    holdExpiresAt: booked.holdExpiresAt ? new Date(booked.holdExpiresAt).toISOString() : null,
  };
}

/** A change: the booking's persons written and seated again (their old rows are gone, in `trx`). */
export async function seatPersons(
  trx: Db,
  deps: AppDeps,
  plan: BookingPlan,
  bookingId: number,
  skinnerId: number,
): Promise<Seat[]> {
  const now = deps.now();
  const request = JSON.stringify(seatRequest(plan, skinnerId, now));
  return call<Seat[]>(
    trx,
    deps,
    plan,
    now,
    sql<{ r: unknown }>`select seat_persons(${bookingId}::int, ${request}::jsonb) as r`,
  );
}

/**
 * The salon day as book_in_one bounds its unconfirmed holds: its staff, and their slots on shift (the
 * shift's length in slots, as the hours list them). A share of 1 turns the bound off.
 */
function dayOf(plan: BookingPlan, share: number) {
  const slotMinutes = plan.salon.slotMinutes;
  return {
    dayShare: share,
    dayStaff: plan.staff.map((s) => s.staffId),
    dayCapacity: plan.staff.reduce(
      (sum, s) => sum + Math.max(0, Math.floor((s.shiftEnd - s.shiftStart) / slotMinutes)),
      0,
    ),
  };
}

/**
 * A booking that waited for its code (holdsSlots false) holds its slots now, in the confirming
 * transaction (seat_later); one already holding them is left as it is.
 */
export async function seatLater(trx: Db, bookingId: number, now: Date): Promise<void> {
  try {
    await sql`select seat_later(${bookingId}::int, ${now.toISOString()}::timestamptz)`.execute(trx);
  } catch (err) {
    const reason = refusalReason(err);
    if (reason === 'slot_taken' || reason === 'no_stylist')
      throw new Refusal('bookingTakenBeforeConfirm', { extra: { reason: 'slot_taken' } });
    if (reason === 'master_full') throw new Refusal('masterFull');
    throw err;
  }
}

async function call<T>(
  db: Db,
  deps: AppDeps,
  plan: BookingPlan,
  now: Date,
  query: RawBuilder<{ r: unknown }>,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      const { rows } = await query.execute(db);
      const r = rows[0]?.r;
      return typeof r === 'string' ? (JSON.parse(r) as T) : (r as T);
    } catch (err) {
      // Two groups locking staff in opposite orders: PostgreSQL aborted one whole. Alone, it runs again;
      // inside a transaction the transaction is what runs again (inTransaction).
      if (db.isTransaction || retry >= 2 || !isRetryableConflict(err))
        throw refusal(err, deps, plan, now) ?? err;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** retry * (0.5 + Math.random())));
    }
  }
}

function refusalReason(err: unknown): string | null {
  const text = (err as { message?: unknown } | null)?.message;
  return typeof text === 'string' && text.startsWith('booking:') ? text.slice('booking:'.length) : null;
}

// A phone's count and when its oldest counted hold was asked ('count|epoch seconds').
function countedHolds(detail: unknown, key: HoldLimit, now: Date): Refusal {
  const [count = '0', epoch = ''] = (typeof detail === 'string' ? detail : '').split('|');
  const oldest = epoch ? new Date(Number(epoch) * 1000) : null;
  return tooMany(key, Number(count), oldest, now);
}

// A noted promotion book_in_one refused, as the campaigns module's check refuses it.
const CAMPAIGN_REFUSALS = [
  'campaignToRedeemNotFound',
  'campaignExpired',
  'campaignNotStarted',
  'campaignUsedUp',
  'campaignOncePerPhone',
] as const;

function campaignRefusal(detail: unknown): Refusal | null {
  const key = CAMPAIGN_REFUSALS.find((k) => k === detail);
  return key ? new Refusal(key) : null;
}

function tierRefusalOf(detail: unknown): Refusal | null {
  const key = TIER_REFUSALS.find((k) => k === detail);
  return key ? new Refusal(key) : null;
}

// The functions' refusals ('booking:<reason>') as answers.
function refusal(err: unknown, deps: AppDeps, plan: BookingPlan, now: Date): Refusal | null {
  const detail = (err as { detail?: unknown } | null)?.detail;
  switch (refusalReason(err)) {
    case 'campaign':
      return campaignRefusal(detail);
    case 'tier':
      return tierRefusalOf(detail);
    case 'already_booked':
      return new Refusal('alreadyBookedLogin');
    case 'holds_per_phone':
      return countedHolds(detail, 'bookingHoldsPerPhone', now);
    case 'holds_per_phone_address':
      return countedHolds(detail, 'bookingHoldsPerPhoneAddress', now);
    case 'captcha_required':
      return captchaNeeded(deps, Number(detail ?? 0));
    case 'master_full':
      return new Refusal('masterFull');
    case 'slot_taken':
      return new Refusal('slotTaken');
    case 'no_stylist':
      return new Refusal(plan.persons.length > 1 ? 'groupNotEnoughStylists' : 'slotTaken');
    default:
      return null;
  }
}
