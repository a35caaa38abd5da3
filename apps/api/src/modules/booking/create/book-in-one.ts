import { bookingClock, MASTER_DAILY_LIMIT, message } from '@salon/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../../http/app-instance.ts';
import { AppError } from '../../../http/app-error.ts';
import { isRetryableConflict } from '../../../db/transaction.ts';
import { bookingColumns, type CreateBookingInput, OTP_HOLD_MS } from './create-service.ts';
import type { BookingPlan } from './create-plan.ts';
import { captchaNeeded, HOLD_WINDOW_MINUTES, type HoldOrigin, tooMany } from './hold-guard.ts';
import { staffOrder } from './write-persons.ts';

// A create without promotions in one statement (decision 0123): the database function book_in_one
// (migration 190) does the checks, the writes and the claims; the app sends the plan, with each person's
// candidate staff already in the order writePersons would try them.

interface BookedInOne {
  id: number;
  holdExpiresAt: string | null;
  persons: { id: number; stylistId: number; skinnerId: number | null }[];
}

/** Whether the one-statement path covers this booking: promotions need the campaigns module's code. */
export function bookableInOne(plan: BookingPlan): boolean {
  return plan.persons.every((p) => (p.request.campaignIds ?? []).length === 0);
}

export async function bookInOne(
  deps: AppDeps,
  input: CreateBookingInput,
  plan: BookingPlan,
  opts: { isUseOtp: boolean; allowMultiple: boolean; origin: HoldOrigin | null; captchaSolved: boolean },
) {
  const now = deps.now();
  const { today, minute } = bookingClock(now);
  const holds = deps.config.bookingHolds;
  const columns = bookingColumns(input, plan);
  const total = plan.persons.reduce((sum, p) => sum + p.priced.total, 0);
  const persons = plan.persons.map((person) => {
    const services = person.priced.services.map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      price: s.price,
    }));
    const skinnerWanted = person.index === 0 ? input.skinnerId : 0;
    return {
      slotIds: person.run.map((s) => s.id),
      stylists: staffOrder(plan, person, 'stylist', person.request.stylistId).map((s) => s.staffId),
      skinners: person.priced.needsSkinner
        ? staffOrder(plan, person, 'skinner', skinnerWanted).map((s) => s.staffId)
        : [],
      needsSkinner: person.priced.needsSkinner,
      wanted_stylist: person.request.stylistId,
      wanted_skinner: skinnerWanted,
      services,
      row: {
        person_index: person.index,
        book_hour_id: person.ids.bookHourId,
        sub_hour_id: person.ids.subHourId || null,
        second_sub_hour_id: person.ids.secondSubHourId || null,
        services,
        total_money: person.priced.total,
      },
    };
  });
  const params = {
    now: now.toISOString(),
    date: plan.dateIso,
    today,
    minute,
    phone: input.phone,
    checkUpcoming: !opts.allowMultiple,
    ip: opts.origin?.ip ?? null,
    since: new Date(now.getTime() - HOLD_WINDOW_MINUTES * 60_000).toISOString(),
    perAddress: holds.perAddress,
    freePerAddress: holds.freePerAddress,
    perPhone: holds.perPhone,
    captchaSolved: opts.captchaSolved,
    masterLimit: MASTER_DAILY_LIMIT,
    masters: plan.staff.filter((s) => s.isMaster).map((s) => s.staffId),
    booking: {
      ...columns,
      params: input.params,
      extras: input.extras,
      status: opts.isUseOtp ? 'pending_otp' : 'confirmed',
      hold_expires_at: opts.isUseOtp ? new Date(now.getTime() + OTP_HOLD_MS).toISOString() : null,
      origin_ip: opts.origin?.ip ?? null,
      origin_at: opts.origin ? now.toISOString() : null,
      total_money: total,
    },
    persons,
  };
  let booked: BookedInOne;
  try {
    // One statement is its own transaction: nothing is written when it raises.
    booked = await callBookInOne(deps, JSON.stringify(params));
  } catch (err) {
    throw refusal(err, plan, now) ?? err;
  }
  return {
    booking: {
      id: booked.id,
      status: opts.isUseOtp ? ('pending_otp' as const) : ('confirmed' as const),
      holdExpiresAt: booked.holdExpiresAt ? new Date(booked.holdExpiresAt).toISOString() : null,
      totalMoney: total,
      listBooking: plan.persons.map((person, i) => {
        const row = booked.persons[i] as BookedInOne['persons'][number];
        const wire = persons[i] as (typeof persons)[number];
        return {
          id: row.id,
          personIndex: person.index,
          stylistId: row.stylistId,
          skinnerId: row.skinnerId,
          ...person.ids,
          // The visit's hour (at home the run starts with the travel).
          hour: person.run.find((s) => s.id === person.ids.bookHourId)?.hourText ?? '',
          services: wire.services,
          totalMoney: person.priced.total,
        };
      }),
    },
  };
}

async function callBookInOne(deps: AppDeps, params: string): Promise<BookedInOne> {
  for (let retry = 0; ; retry++) {
    try {
      const { rows } = await sql<{
        r: BookedInOne | string;
      }>`select book_in_one(${params}::jsonb) as r`.execute(deps.db);
      const r = rows[0]?.r;
      return typeof r === 'string' ? (JSON.parse(r) as BookedInOne) : (r as BookedInOne);
    } catch (err) {
      // Two groups locking staff in opposite orders: PostgreSQL aborted one whole; it runs again.
      if (retry >= 2 || !isRetryableConflict(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** retry * (0.5 + Math.random())));
    }
  }
}

// The function's refusals ('booking:<reason>') as the answers writeBooking gave.
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
