import { isStaffFree, MASTER_DAILY_LIMIT, pickOrder } from '@salon/domain';
import type { BookedService } from '../../../db/schema.ts';
import type { StaffOnShift } from '../hours/day-repo.ts';
import type { BookingPlan, PersonPlan } from './create-plan.ts';

// What the database's seat_persons (migration 0001) is asked to seat: each person's row, its run of
// slots, and the staff it may get in the order they are tried. The order is advice read from the
// salon day (free first, then least busy, better rated: pickOrder); the claims decide.

/** One person as seat_persons takes it (the names are the function's). */
export interface PersonSeat {
  slotIds: number[];
  stylists: number[];
  skinners: number[];
  needsSkinner: boolean;
  wanted_stylist: number;
  wanted_skinner: number;
  row: {
    person_index: number;
    book_hour_id: number;
    sub_hour_id: number | null;
    second_sub_hour_id: number | null;
    services: BookedService[];
    total_money: number;
  };
}

export interface SeatRequest {
  date: string;
  now: string;
  masters: number[];
  masterLimit: number;
  persons: PersonSeat[];
}

/** The person's services as booked, at the plan's prices (promotions reprice them afterwards). */
export function bookedServices(person: PersonPlan): BookedService[] {
  return person.priced.services.map((s) => ({ serviceId: s.serviceId, name: s.name, price: s.price }));
}

export function seatRequest(plan: BookingPlan, skinnerId: number, now: Date): SeatRequest {
  return {
    date: plan.dateIso,
    now: now.toISOString(),
    masters: plan.staff.filter((s) => s.isMaster).map((s) => s.staffId),
    masterLimit: MASTER_DAILY_LIMIT,
    persons: plan.persons.map((person) => {
      const services = bookedServices(person);
      // Only the first person may name a skinner.
      const wantedSkinner = person.index === 0 ? skinnerId : 0;
      return {
        slotIds: person.run.map((s) => s.id),
        stylists: staffOrder(plan, person, 'stylist', person.request.stylistId).map((s) => s.staffId),
        skinners: person.priced.needsSkinner
          ? staffOrder(plan, person, 'skinner', wantedSkinner).map((s) => s.staffId)
          : [],
        needsSkinner: person.priced.needsSkinner,
        wanted_stylist: person.request.stylistId,
        wanted_skinner: wantedSkinner,
        row: {
          person_index: person.index,
          book_hour_id: person.ids.bookHourId,
          sub_hour_id: person.ids.subHourId || null,
          second_sub_hour_id: person.ids.secondSubHourId || null,
          services,
          total_money: person.priced.total,
        },
      };
    }),
  };
}

/**
 * The staff a person's claim tries, in order: the named one only, or everyone on shift whose shift
 * covers the run, free ones first. Stylists another person of the group named are kept for that person.
 */
function staffOrder(
  plan: BookingPlan,
  person: PersonPlan,
  kind: 'stylist' | 'skinner',
  wanted: number,
): StaffOnShift[] {
  const ofKind = plan.staff.filter((s) => s.kind === kind);
  if (wanted > 0) return ofKind.filter((s) => s.staffId === wanted && covers(plan, s, person));
  const reserved = new Set(kind === 'stylist' ? plan.persons.map((p) => p.request.stylistId) : []);
  const slotMinutes = plan.salon.slotMinutes;
  // A master the day already counts as full is not tried (the claim counts again under its lock).
  const covering = ofKind
    .filter((s) => !reserved.has(s.staffId) && covers(plan, s, person))
    .filter((s) => isStaffFree({ ...s, taken: new Set() }, person.run, slotMinutes));
  const freeNow = covering.filter((s) => isStaffFree(s, person.run, slotMinutes));
  const busyNow = covering.filter((s) => !freeNow.includes(s));
  return [...pickOrder(freeNow), ...pickOrder(busyNow)];
}

// On shift for the whole run; what is taken and the master's count are the claim's to decide.
function covers(plan: BookingPlan, staff: StaffOnShift, person: PersonPlan): boolean {
  return isStaffFree({ ...staff, taken: new Set(), servedThatDay: 0 }, person.run, plan.salon.slotMinutes);
}
