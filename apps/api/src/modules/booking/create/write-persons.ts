import { hasDailyRoom, isStaffFree, message, pickOrder } from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { AppError } from '../../../http/app-error.ts';
import { applyCampaignsInBooking } from '../../campaigns/redeem.ts';
import { claimSlots } from '../shared/claims.ts';
import { insertPerson, lockStaff, setPersonStaff } from './create-repo.ts';
import type { BookingPlan, PersonPlan } from './create-plan.ts';
import { type StaffOnShift, servedThatDay } from '../hours/day-repo.ts';

// The persons of a booking, written inside its transaction: each person's row, promotions and slot
// claims. Shared by create and change: a group gets distinct staff; any failed claim
// throws, and the caller's transaction rolls back everything written so far.

type Trx = Kysely<Database>;

export interface WritePersonsInput {
  bookingId: number;
  customerId: number;
  /** Preselected skinner for the first person (0: any free one when a service needs it). */
  skinnerId: number;
  /** False for a booking waiting for its OTP: promotions are noted, their uses taken at confirmation. */
  takeUses?: boolean;
}

export async function writePersons(trx: Trx, deps: AppDeps, plan: BookingPlan, input: WritePersonsInput) {
  const now = deps.now();
  const assigned = new Set<number>();
  const listBooking = [];
  for (const person of plan.persons) {
    const listed = person.priced.services.map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      price: s.price,
    }));
    // Chosen campaigns reprice the person and take their uses (vouchers) in this transaction;
    // a pending booking's uses are taken when it is confirmed (decision 0101).
    const promo = await applyCampaignsInBooking(trx, {
      bookingId: input.bookingId,
      personIndex: person.index,
      salonId: plan.salon.id,
      customerId: input.customerId,
      dateIso: plan.dateIso,
      services: listed,
      campaignIds: person.request.campaignIds ?? [],
      now,
      takeUses: input.takeUses ?? true,
    });
    const services = listed.map((s, i) => ({ ...s, price: promo.services[i]?.price ?? s.price }));
    const likely = firstCandidate(plan, person, assigned);
    const personId = await insertPerson(trx, {
      bookingId: input.bookingId,
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
      // The visit's hour (at home the run starts with the travel).
      hour: person.run.find((s) => s.id === person.ids.bookHourId)?.hourText ?? '',
      services,
      totalMoney: promo.total,
    });
  }
  return listBooking;
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
  // Stylists another person of the group chose by name are kept for that person.
  const reserved = new Set(kind === 'stylist' ? plan.persons.map((p) => p.request.stylistId) : []);
  const slotMinutes = plan.salon.slotMinutes;
  const covering = ofKind
    .filter((s) => !reserved.has(s.staffId))
    .filter((s) => isStaffFree({ ...s, taken: new Set() }, person.run, slotMinutes));
  const freeNow = covering.filter((s) => isStaffFree(s, person.run, slotMinutes));
  const busyNow = covering.filter((s) => !freeNow.includes(s));
  return [...pickOrder(freeNow), ...pickOrder(busyNow)];
}

/** The staff a person's claim tries, in order, before any claim of the booking (book-in-one.ts). */
export function staffOrder(
  plan: BookingPlan,
  person: PersonPlan,
  kind: 'stylist' | 'skinner',
  wanted: number,
): StaffOnShift[] {
  return candidates(plan, person, kind, wanted, new Set()).filter((staff) =>
    isStaffFree({ ...staff, taken: new Set(), servedThatDay: 0 }, person.run, plan.salon.slotMinutes),
  );
}

// A group that runs out of stylists says so; a single person lost the slot to someone else.
function noStaffLeft(plan: BookingPlan): AppError {
  return new AppError('conflict', message(plan.persons.length > 1 ? 'groupNotEnoughStylists' : 'slotTaken'));
}

function firstCandidate(plan: BookingPlan, person: PersonPlan, assigned: ReadonlySet<number>): number {
  const first = candidates(plan, person, 'stylist', person.request.stylistId, assigned)[0];
  if (!first) throw noStaffLeft(plan);
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
  // A chosen stylist who is taken is a lost race for a single slot, even in a group.
  if (wanted > 0 || kind === 'skinner') throw new AppError('conflict', message('slotTaken'));
  throw noStaffLeft(plan);
}
