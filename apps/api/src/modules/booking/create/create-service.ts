import { channelCode } from '@salon/domain';
import type { AppDeps } from '../../../http/app-instance.ts';
import { createRole } from '../shared/booking-rules.ts';
import { inSlotTransaction, slotWrite } from '../shared/slot-transaction.ts';
import { type BookingWrite, bookInOne } from './book-in-one.ts';
import { type HoldOrigin, holdOrigin, precheckOrigin } from './hold-guard.ts';
import { type BookingPlan, type PersonRequest, planBooking } from './create-plan.ts';
import { issueViewToken } from '../read/view-token.ts';
import {
  applyCheckedPromotions,
  bookedPersons,
  checkPromotions,
  hasPromotions,
  promotionsInOne,
  readPromotions,
} from './promotions.ts';
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

/**
 * Creates a booking (one person or a group) with its slot claims in one transaction. Two requests
 * for one slot give one booking and one 409 (decision 0002); nothing is written when it fails.
 */
export async function createBooking(deps: AppDeps, input: CreateBookingInput, ctx: CreateContext) {
  // Read beside the role and the plan: a create with promotions then waits for no read of its own.
  const isUseOtp = ctx.loggedInPhone !== input.phone;
  const promotionReads = readPromotions(deps, input.persons, !isUseOtp);
  const { role, tiers } = await createRole(deps, input.phone, input.salonId, {
    dateIso: input.dateIso,
    persons: input.persons,
    forOtherPhone: isUseOtp,
  });
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
  const origin: HoldOrigin | null = isUseOtp ? holdOrigin(ctx.clientIp, ctx.captcha ?? null) : null;
  // A phone over its limits is refused before a captcha is spent; else the captcha is checked once here.
  // Without a captcha every count is read once, under its lock, in the write.
  const captchaSolvedLevel = origin?.captcha ? await precheckOrigin(deps, origin, input.phone) : 0;
  const write: BookingWrite = {
    phone: input.phone,
    // JSON columns as objects: the database reads the row with jsonb_populate_record.
    columns: { ...bookingColumns(input, plan), params: input.params, extras: input.extras },
    skinnerId: input.skinnerId,
    holdMs: isUseOtp ? OTP_HOLD_MS : null,
    tiers,
    releaseOwn: true,
    origin,
    captchaSolvedLevel,
  };
  const created = await writeBooking(deps, plan, write, promotionReads);
  return { ...created, isUseOtp, viewToken: issueViewToken(deps, created.booking.id) };
}

/**
 * The one write of a create: book_in_one alone (one statement), promotions an unconfirmed booking notes
 * included; or, when a promotion's use is taken now or a promotion is refused, book_in_one then the
 * promotions' write step in one transaction. The promotions are read and checked before either: what
 * runs in the write holds the booking's locks (its customer, its claims, its salon day's), which other
 * creates wait for.
 */
async function writeBooking(
  deps: AppDeps,
  plan: BookingPlan,
  write: BookingWrite,
  promotionReads: ReturnType<typeof readPromotions>,
) {
  const day = { salonId: plan.salon.id, dateIso: plan.dateIso };
  const now = deps.now();
  const checked = hasPromotions(plan)
    ? await checkPromotions(
        deps.db,
        plan,
        { customer: { phone: write.phone }, takeUses: write.holdMs === null },
        promotionReads,
      )
    : null;
  const inOne = checked ? promotionsInOne(plan, checked) : { plan, notes: [] };
  const { booking, listBooking } = inOne
    ? await slotWrite(deps, day, async () => {
        const booking = await bookInOne(deps.db, deps, inOne.plan, { ...write, notes: inOne.notes });
        return { booking, listBooking: bookedPersons(inOne.plan, booking.persons) };
      })
    : await inSlotTransaction(deps, day, async (trx) => {
        const booking = await bookInOne(trx, deps, plan, write);
        const persons = await applyCheckedPromotions(trx, plan, booking, checked ?? [], now);
        return { booking, listBooking: persons };
      });
  return {
    booking: {
      id: booking.id,
      status: booking.status,
      holdExpiresAt: booking.holdExpiresAt,
      holdsSlots: booking.holdsSlots,
      totalMoney: listBooking.reduce((sum, p) => sum + p.totalMoney, 0),
      listBooking,
    },
  };
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
