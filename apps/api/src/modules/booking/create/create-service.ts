import { channelCode, message } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { AppError } from '../../../http/app-error.ts';
import { bookingRole } from '../shared/booking-rules.ts';
import { releaseOwnHolds } from '../shared/claims.ts';
import { inSlotTransaction, slotWrite } from '../shared/slot-transaction.ts';
import { bookableInOne, bookInOne } from './book-in-one.ts';
import { hasUpcomingBooking, lockCustomer } from './create-repo.ts';
import { guardAddress, guardPhone, type HoldOrigin, precheckOrigin } from './hold-guard.ts';
import { type BookingPlan, type PersonRequest, planBooking } from './create-plan.ts';
import { issueViewToken } from '../read/view-token.ts';
import { writePersons } from './write-persons.ts';
import { type HomeRequest, homeColumns } from '../at-home/at-home-plan.ts';

/** An unconfirmed booking holds its slots this long (at most 5 minutes, decision 0101). */
export const OTP_HOLD_MS = 5 * 60 * 1000;

export interface CreateBookingInput {
  salonId: number;
  /** Canonical +84 phone. */
  phone: string;
  dateIso: string;
  /** One entry a person (1 to 5); a group needs distinct staff. */
  persons: PersonRequest[];
  /** Preselected skinner for the first person (0: any free one when a service needs it). */
  skinnerId: number;
  note: string;
  receiveAdvice: boolean;
  littleAdvice: boolean;
  acceptMakePhoto: boolean;
  numberPersons: number;
  source: string | null;
  utmSource: string | null;
  params: Record<string, string>;
  allowChange: boolean;
  extras: Record<string, unknown>;
  /** Booking at home (isBookAtHome): the address as sent; null at a salon. */
  home?: HomeRequest;
}

export interface CreateContext {
  /** The phone of the logged-in customer, or null: a booking for one's own phone needs no OTP. */
  loggedInPhone: string | null;
  /** The client address and its captcha: an unconfirmed booking is limited per address (decision 0101). */
  clientIp: string;
  captcha?: string | null;
}

type Trx = Kysely<Database>;

/**
 * Creates a booking (one person or a group) with its slot claims in one transaction. Two requests
 * for one slot give one booking and one 409 (decision 0002); nothing is written when it fails.
 */
export async function createBooking(deps: AppDeps, input: CreateBookingInput, ctx: CreateContext) {
  const role = await bookingRole(deps, input.phone, input.salonId);
  if (input.persons.length > 1 && !role.allowMultiple && ctx.loggedInPhone !== input.phone) {
    throw new AppError('bad_request', message('groupOtherPhone'));
  }
  const plan = await planBooking(
    deps,
    {
      salonId: input.salonId,
      dateIso: input.dateIso,
      persons: input.persons,
      skinnerId: input.skinnerId,
      atSalon: input.source === 'book_at_salon',
      consultationAllowed: input.allowChange,
      // The service list showed member prices only to the logged-in owner: the booking charges the same.
      memberType: ctx.loggedInPhone === input.phone ? role.memberType : null,
      home: input.home,
      owner: { phone: input.phone, loggedInPhone: ctx.loggedInPhone },
    },
    role,
  );
  const isUseOtp = ctx.loggedInPhone !== input.phone;
  const origin: HoldOrigin | null = isUseOtp ? { ip: ctx.clientIp, captcha: ctx.captcha ?? null } : null;
  // Over the address's limit: refused before a captcha is spent; else the captcha is checked once here.
  // Without a captcha the address's limit is checked once, under its lock, in the write.
  const captchaSolved = origin?.captcha ? await precheckOrigin(deps, origin) : false;
  const opts = { isUseOtp, allowMultiple: role.allowMultiple, origin, captchaSolved };
  const day = { salonId: plan.salon.id, dateIso: plan.dateIso };
  // Two group bookings can lock staff in opposite orders; PostgreSQL then aborts one: retried.
  const created = bookableInOne(plan)
    ? await slotWrite(deps, day, () => bookInOne(deps, input, plan, opts))
    : await inSlotTransaction(deps, day, (trx) => writeBooking(trx, deps, input, plan, opts));
  return { ...created, isUseOtp, viewToken: issueViewToken(deps, created.booking.id) };
}

/** The booking row's columns that a create writes and a change rewrites, from the request and its plan. */
export function bookingColumns(input: CreateBookingInput, plan: BookingPlan) {
  return {
    salon_id: plan.salon.id,
    date_book: input.dateIso,
    note: input.note,
    receive_advice: input.receiveAdvice,
    little_advice: input.littleAdvice,
    accept_make_photo: input.acceptMakePhoto,
    number_persons: input.numberPersons,
    source: input.source,
    channel: channelCode(input.source),
    utm_source: input.utmSource,
    params: JSON.stringify(input.params),
    extras: JSON.stringify(input.extras),
    // The server's reading of the stylist-level rule, not the client's isMaster.
    is_master: plan.persons.some((p) => p.priced.isMaster),
    ...homeColumns(plan.home),
  };
}

async function writeBooking(
  trx: Trx,
  deps: AppDeps,
  input: CreateBookingInput,
  plan: BookingPlan,
  opts: { isUseOtp: boolean; allowMultiple: boolean; origin: HoldOrigin | null; captchaSolved: boolean },
) {
  const now = deps.now();
  const customerId = await lockCustomer(trx, input.phone);
  if (!opts.allowMultiple && (await hasUpcomingBooking(trx, customerId, now))) {
    throw new AppError('forbidden', message('alreadyBookedLogin'));
  }
  // Decision 0101: only a create that would hold slots is limited or needs a captcha (a 403 holds none).
  if (opts.origin) {
    await guardAddress(trx, deps, opts.origin, opts.captchaSolved);
    await guardPhone(trx, deps, customerId);
  }
  await releaseOwnHolds(trx, customerId, now);
  const booking = await trx
    .insertInto('booking')
    .values({
      ...bookingColumns(input, plan),
      customer_id: customerId,
      status: opts.isUseOtp ? 'pending_otp' : 'confirmed',
      hold_expires_at: opts.isUseOtp ? new Date(now.getTime() + OTP_HOLD_MS) : null,
      origin_ip: opts.origin?.ip ?? null,
      origin_at: opts.origin ? now : null,
      total_money: plan.persons.reduce((sum, p) => sum + p.priced.total, 0),
    })
    .returning(['id', 'hold_expires_at'])
    .executeTakeFirstOrThrow();

  const listBooking = await writePersons(trx, deps, plan, {
    bookingId: booking.id,
    customerId,
    skinnerId: input.skinnerId,
    // A booking waiting for its OTP only notes its promotions; confirming takes their uses (decision 0101).
    takeUses: !opts.isUseOtp,
  });
  const totalMoney = listBooking.reduce((sum, p) => sum + p.totalMoney, 0);
  // Promotions are redeemed per person after the booking row exists; store the total the customer pays,
  // as a change does.
  const totalBeforePromotions = plan.persons.reduce((sum, p) => sum + p.priced.total, 0);
  if (totalMoney !== totalBeforePromotions) {
    await trx.updateTable('booking').set({ total_money: totalMoney }).where('id', '=', booking.id).execute();
  }
  return {
    booking: {
      id: booking.id,
      status: opts.isUseOtp ? ('pending_otp' as const) : ('confirmed' as const),
      holdExpiresAt: booking.hold_expires_at ? new Date(booking.hold_expires_at).toISOString() : null,
      totalMoney,
      listBooking,
    },
  };
}
