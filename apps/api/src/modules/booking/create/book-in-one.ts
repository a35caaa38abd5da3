import { bookingClock, message } from '@salon/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isRetryableConflict } from '../../../db/transaction.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { AppError } from '../../../http/app-error.ts';
import type { BookingPlan } from './create-plan.ts';
import { captchaNeeded, HOLD_WINDOW_MINUTES, type HoldOrigin, tooMany } from './hold-guard.ts';
import { seatRequest } from './seat-spec.ts';

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
  /** A phone with a confirmed upcoming booking is refused (the 403 of the spec). */
  checkUpcoming: boolean;
  /** The customer's own unconfirmed bookings are replaced by this one. */
  releaseOwn: boolean;
  /** An anonymous create: its hold is limited (hold-guard.ts); null for the owner or the system. */
  origin: HoldOrigin | null;
  captchaSolved: boolean;
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
    checkUpcoming: write.checkUpcoming,
    releaseOwn: write.releaseOwn,
    ip: write.origin?.ip ?? null,
    since: new Date(now.getTime() - HOLD_WINDOW_MINUTES * 60_000).toISOString(),
    perAddress: holds.perAddress,
    freePerAddress: holds.freePerAddress,
    perPhone: holds.perPhone,
    captchaSolved: write.captchaSolved,
    booking: {
      ...write.columns,
      status: held ? 'pending_otp' : 'confirmed',
      hold_expires_at: held ? new Date(now.getTime() + (write.holdMs ?? 0)).toISOString() : null,
      origin_ip: write.origin?.ip ?? null,
      origin_at: write.origin ? now.toISOString() : null,
      total_money: plan.persons.reduce((sum, p) => sum + p.priced.total, 0),
    },
  };
  const booked = await call<Omit<WrittenBooking, 'status'>>(
    db,
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
    plan,
    now,
    sql<{ r: unknown }>`select seat_persons(${bookingId}::int, ${request}::jsonb) as r`,
  );
}

async function call<T>(db: Db, plan: BookingPlan, now: Date, query: RawBuilder<{ r: unknown }>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      const { rows } = await query.execute(db);
      const r = rows[0]?.r;
      return typeof r === 'string' ? (JSON.parse(r) as T) : (r as T);
    } catch (err) {
      // Two groups locking staff in opposite orders: PostgreSQL aborted one whole. Alone, it runs again;
      // inside a transaction the transaction is what runs again (inTransaction).
      if (db.isTransaction || retry >= 2 || !isRetryableConflict(err)) throw refusal(err, plan, now) ?? err;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** retry * (0.5 + Math.random())));
    }
  }
}

// The functions' refusals ('booking:<reason>') as answers.
function refusal(err: unknown, plan: BookingPlan, now: Date): AppError | null {
  const text = (err as { message?: unknown } | null)?.message;
  if (typeof text !== 'string' || !text.startsWith('booking:')) return null;
  const detail = (err as { detail?: unknown }).detail;
  const oldest = typeof detail === 'string' && detail ? new Date(detail) : null;
  switch (text.slice('booking:'.length)) {
    case 'already_booked':
      return new AppError('forbidden', message('alreadyBookedLogin'));
    case 'holds_per_address':
      return tooMany('bookingHoldsPerAddress', { asked: 0, unconfirmed: 0, oldest }, now);
    case 'holds_per_phone':
      return tooMany('bookingHoldsPerPhone', { asked: 0, unconfirmed: 0, oldest }, now);
    case 'captcha_required':
      return captchaNeeded();
    case 'master_full':
      return new AppError('conflict', message('masterFull'));
    case 'slot_taken':
      return new AppError('conflict', message('slotTaken'));
    case 'no_stylist':
      return new AppError(
        'conflict',
        message(plan.persons.length > 1 ? 'groupNotEnoughStylists' : 'slotTaken'),
      );
    default:
      return null;
  }
}
