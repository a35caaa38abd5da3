import {
  channelCode,
  hasDailyRoom,
  isStaffFree,
  message,
  pickOrder,
  todayInVietnam,
  vietnamMinutesOfDay,
} from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { AppError } from '../../http/app-error.ts';
import { applyCampaignsInBooking } from '../campaigns/redeem.ts';
import { bookingRole } from './booking-rules.ts';
import { claimSlots, freeExpiredHolds, releaseOwnHolds } from './claims.ts';
import { dropAllDays, dropDay } from './day-cache.ts';
import { hasUpcomingBooking, insertPerson, lockCustomer, lockStaff, setPersonStaff } from './create-repo.ts';
import { type BookingPlan, type PersonPlan, type PersonRequest, planBooking } from './create-plan.ts';
import { type StaffOnShift, servedThatDay } from './day-repo.ts';
import { issueViewToken } from './view-token.ts';

/** An unconfirmed booking holds its slots this long (issue 5). */
export const OTP_HOLD_MS = 10 * 60 * 1000;

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
}

export interface CreateContext {
  /** The phone of the logged-in customer, or null: a booking for one's own phone needs no OTP. */
  loggedInPhone: string | null;
}

type Trx = Kysely<Database>;
const DEADLOCK = '40P01';

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
      atSalon: input.source === 'book_at_salon',
      consultationAllowed: input.allowChange,
    },
    role,
  );
  const now = deps.now();
  const isUseOtp = ctx.loggedInPhone !== input.phone;
  // Expired holds still own their claims until swept; sweep first so they do not block this booking.
  if ((await freeExpiredHolds(deps.db, now)).length > 0) dropAllDays(deps);
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await deps.db
        .transaction()
        .execute((trx) =>
          writeBooking(trx, deps, input, plan, { isUseOtp, allowMultiple: role.allowMultiple }),
        );
      // Own holds released by this booking may sit on other days: every computed day is stale.
      dropAllDays(deps);
      return { ...created, isUseOtp, viewToken: issueViewToken(deps, created.booking.id) };
    } catch (err) {
      // Someone (maybe another process) holds the slot: the next hours answer must not say free.
      if (err instanceof AppError && err.status === 409) dropDay(deps, plan.salon.id, plan.dateIso);
      // Two group bookings can lock staff in opposite orders; PostgreSQL then aborts one: retry it.
      if ((err as { code?: string }).code === DEADLOCK && attempt < 3) continue;
      throw err;
    }
  }
}

async function writeBooking(
  trx: Trx,
  deps: AppDeps,
  input: CreateBookingInput,
  plan: BookingPlan,
  opts: { isUseOtp: boolean; allowMultiple: boolean },
) {
  const now = deps.now();
  const today = todayInVietnam(now);
  const customerId = await lockCustomer(trx, input.phone);
  if (!opts.allowMultiple && (await hasUpcomingBooking(trx, customerId, today, vietnamMinutesOfDay(now)))) {
    throw new AppError('forbidden', message('alreadyBookedLogin'));
  }
  await releaseOwnHolds(trx, customerId, now);
  const booking = await trx
    .insertInto('booking')
    .values({
      salon_id: plan.salon.id,
      customer_id: customerId,
      date_book: input.dateIso,
      status: opts.isUseOtp ? 'pending_otp' : 'confirmed',
      hold_expires_at: opts.isUseOtp ? new Date(now.getTime() + OTP_HOLD_MS) : null,
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
      total_money: plan.persons.reduce((sum, p) => sum + p.priced.total, 0),
    })
    .returning(['id', 'hold_expires_at'])
    .executeTakeFirstOrThrow();

  const assigned = new Set<number>();
  const listBooking = [];
  for (const person of plan.persons) {
    const listed = person.priced.services.map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      price: s.price,
    }));
    // Issue 10: chosen campaigns reprice the person and take their uses (vouchers) in this transaction.
    const promo = await applyCampaignsInBooking(trx, {
      bookingId: booking.id,
      personIndex: person.index,
      salonId: plan.salon.id,
      customerId,
      dateIso: input.dateIso,
      services: listed,
      campaignIds: person.request.campaignIds ?? [],
      now,
    });
    const services = listed.map((s, i) => ({ ...s, price: promo.services[i]?.price ?? s.price }));
    const likely = firstCandidate(plan, person, assigned);
    const personId = await insertPerson(trx, {
      bookingId: booking.id,
      personIndex: person.index,
      stylistId: likely,
      bookHourId: person.ids.bookHourId,
      subHourId: person.ids.subHourId || null,
      secondSubHourId: person.ids.secondSubHourId || null,
      services,
      totalMoney: promo.total,
    });
    const stylist = await claimFirst(
      trx,
      deps,
      plan,
      person,
      personId,
      'stylist',
      person.request.stylistId,
      assigned,
    );
    if (stylist.staffId !== likely) await setPersonStaff(trx, personId, { stylistId: stylist.staffId });
    let skinnerId: number | null = null;
    if (person.priced.needsSkinner) {
      const wanted = person.index === 0 ? input.skinnerId : 0;
      skinnerId = (await claimFirst(trx, deps, plan, person, personId, 'skinner', wanted, assigned)).staffId;
      await setPersonStaff(trx, personId, { skinnerId });
    }
    listBooking.push({
      id: personId,
      personIndex: person.index,
      stylistId: stylist.staffId,
      skinnerId,
      ...person.ids,
      hour: person.run[0]?.hourText ?? '',
      services,
      totalMoney: promo.total,
    });
  }
  const totalMoney = listBooking.reduce((sum, p) => sum + p.totalMoney, 0);
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

// The order staff are tried in: the chosen one only, or everyone on shift, free ones first.
function candidates(
  plan: BookingPlan,
  person: PersonPlan,
  kind: 'stylist' | 'skinner',
  wanted: number,
  assigned: ReadonlySet<number>,
): StaffOnShift[] {
  const ofKind = plan.staff.filter((s) => s.kind === kind && !assigned.has(s.staffId));
  if (wanted > 0) return ofKind.filter((s) => s.staffId === wanted);
  const slotMinutes = plan.salon.slotMinutes;
  const covering = ofKind.filter((s) => isStaffFree({ ...s, taken: new Set() }, person.run, slotMinutes));
  const freeNow = covering.filter((s) => isStaffFree(s, person.run, slotMinutes));
  const busyNow = covering.filter((s) => !freeNow.includes(s));
  return [...pickOrder(freeNow), ...pickOrder(busyNow)];
}

function firstCandidate(plan: BookingPlan, person: PersonPlan, assigned: ReadonlySet<number>): number {
  const first = candidates(plan, person, 'stylist', person.request.stylistId, assigned)[0];
  if (!first) throw new AppError('conflict', message('slotTaken'));
  return first.staffId;
}

async function claimFirst(
  trx: Trx,
  deps: AppDeps,
  plan: BookingPlan,
  person: PersonPlan,
  personId: number,
  kind: 'stylist' | 'skinner',
  wanted: number,
  assigned: Set<number>,
): Promise<StaffOnShift> {
  const dateIso = plan.dateIso;
  for (const staff of candidates(plan, person, kind, wanted, assigned)) {
    if (!isStaffFree({ ...staff, taken: new Set(), servedThatDay: 0 }, person.run, plan.salon.slotMinutes))
      continue;
    if (staff.isMaster) {
      await lockStaff(trx, staff.staffId);
      const served = await servedThatDay(trx, staff.staffId, dateIso, deps.now());
      if (!hasDailyRoom(true, served)) {
        if (wanted > 0) throw new AppError('conflict', message('masterFull'));
        continue;
      }
    }
    const slotIds = person.run.map((s) => s.id);
    if (await claimSlots(trx, { staffId: staff.staffId, dateIso, slotIds, bookingPersonId: personId })) {
      assigned.add(staff.staffId);
      return staff;
    }
  }
  throw new AppError('conflict', message('slotTaken'));
}
