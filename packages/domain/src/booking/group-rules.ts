import type { MessageKey } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';
import { isStaffFree, type StaffDay } from './availability.ts';
import type { DaySlot } from './slots.ts';

// Group booking (001 §4, §5, §9): who may grow the group, when a salon takes groups, the create
// gate per person, "same as customer 1", and whether a salon's staff can seat everyone at once.

export const GROUP_MIN = 1;
export const GROUP_MAX = 5;

export type BookManyPeople = 'off' | 'all' | 'notToday';

/** The salon flag: 'off' never takes groups, 'notToday' not for today's bookings (decision 0080). */
export function salonTakesGroup(flag: BookManyPeople, dateIso: string, todayIso: string): boolean {
  return flag === 'all' || (flag === 'notToday' && dateIso !== todayIso);
}

export type AddPersonRefusal = 'login' | 'salon' | 'max' | 'otherPhone' | 'salonNoGroup';

export interface AddPersonInput {
  size: number;
  /** Canonical or local phone of the logged-in customer, null when anonymous. */
  loggedInPhone: string | null;
  /** The booking phone (same form as loggedInPhone), null when not entered yet. */
  bookingPhone: string | null;
  salonChosen: boolean;
  allowMultiple: boolean;
  /** The salon takes groups on the chosen day (salonTakesGroup). */
  salonTakesGroup: boolean;
}

/**
 * 001 §4 plus button: needs login, a chosen salon, a group under 5, and the logged-in phone equal to
 * the booking phone unless the role allows multiple. The caller resets the group to 1 on a refusal
 * other than 'max' and opens the login modal on 'login'.
 */
export function canAddPerson(input: AddPersonInput): Result<true, AddPersonRefusal> {
  if (input.loggedInPhone === null) return err('login');
  if (!input.salonChosen) return err('salon');
  if (input.size >= GROUP_MAX) return err('max');
  const samePhone = input.bookingPhone === null || input.bookingPhone === input.loggedInPhone;
  if (!samePhone && !input.allowMultiple) return err('otherPhone');
  if (!input.salonTakesGroup) return err('salonNoGroup');
  return ok(true);
}

/** The message a refusal shows (null: the login modal or the disabled button says it). */
export function addPersonRefusalMessage(refusal: AddPersonRefusal): MessageKey | null {
  switch (refusal) {
    case 'salon':
      return 'chooseSalonFirst';
    case 'otherPhone':
      return 'groupOtherPhone';
    case 'salonNoGroup':
      return 'groupNotAtSalon';
    default:
      return null;
  }
}

/** 001 §5: only customer 1 changes the shared date. */
export function canChangeDate(personIndex: number): Result<true> {
  return personIndex === 0 ? ok(true) : err('onlyFirstCustomerDate');
}

export interface GatePerson {
  serviceCount: number;
  hasHour: boolean;
  /** A consultation salon's "staff choose in store" needs no service. */
  allowChange?: boolean;
}

export type GroupGateProblem =
  | { kind: 'salon' }
  | { kind: 'services' }
  | { kind: 'hour' }
  | { kind: 'customer'; n: number };

/**
 * 001 §5 create gate: a salon, services and one hour per person. In a group the first person (in
 * order) missing services or an hour is reported as 'Customer N service/hour not chosen yet'.
 */
export function groupGate(salonChosen: boolean, persons: readonly GatePerson[]): GroupGateProblem | null {
  if (!salonChosen) return { kind: 'salon' };
  const hasServices = (p: GatePerson) => p.serviceCount > 0 || p.allowChange === true;
  const first = persons[0];
  if (!first) return { kind: 'services' };
  if (persons.length === 1) {
    if (!hasServices(first)) return { kind: 'services' };
    return first.hasHour ? null : { kind: 'hour' };
  }
  const missing = persons.findIndex((p) => !hasServices(p) || !p.hasHour);
  return missing === -1 ? null : { kind: 'customer', n: missing + 1 };
}

/**
 * 001 §2 'Giống khách hàng 1: ...': person `index` (> 0) takes customer 1's services. Its own
 * promotions were chosen for other services, so they are dropped; hour and stylist stay its own.
 * Returns the persons unchanged when there is nothing to copy.
 */
export function copyFirstServices<S, P extends { chosenService: readonly S[]; campaign: readonly unknown[] }>(
  persons: readonly P[],
  index: number,
): P[] {
  const first = persons[0];
  if (!first || index <= 0 || index >= persons.length || first.chosenService.length === 0)
    return [...persons];
  return persons.map((p, i) =>
    i === index ? { ...p, chosenService: [...first.chosenService], campaign: [] } : p,
  );
}

/** The shortcut's label text: customer 1's service names. */
export function sameAsFirstNames(services: readonly { name: string }[]): string {
  return services.map((s) => s.name).join(', ');
}

export interface GroupSeat {
  run: readonly DaySlot[];
  /** 0: any free stylist. */
  stylistId: number;
}

/**
 * Distinct stylists for every person of a group, each free for the whole run of that person, or
 * null when the staff cannot seat them all (a group of N needs N different stylists). Backtracking
 * over at most 5 persons; wanted stylists first so "any" persons do not take them.
 */
export function seatGroup(
  persons: readonly GroupSeat[],
  stylists: readonly StaffDay[],
  slotMinutes: number,
): number[] | null {
  const order = persons
    .map((_, i) => i)
    .sort((a, b) => (persons[b]?.stylistId ?? 0) - (persons[a]?.stylistId ?? 0));
  const chosen: number[] = new Array(persons.length).fill(0);
  const used = new Set<number>();
  const place = (k: number): boolean => {
    const i = order[k];
    if (i === undefined) return true;
    const person = persons[i];
    if (!person) return false;
    for (const s of stylists) {
      if (used.has(s.staffId)) continue;
      if (person.stylistId > 0 && s.staffId !== person.stylistId) continue;
      if (!isStaffFree(s, person.run, slotMinutes)) continue;
      used.add(s.staffId);
      chosen[i] = s.staffId;
      if (place(k + 1)) return true;
      used.delete(s.staffId);
    }
    return false;
  };
  return place(0) ? chosen : null;
}
