import { type Kysely, sql } from 'kysely';
import type { BookedService, Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import {
  type CampaignReads,
  type CheckedCampaigns,
  checkCampaignsForBooking,
  notedUses,
  readCampaignsForBooking,
  writeCampaignsInBooking,
} from '../../campaigns/index.ts';
import type { Seat } from './book-in-one.ts';
import type { BookingPlan, PersonPlan, PersonRequest } from './create-plan.ts';
import { bookedServices } from './seat-spec.ts';

// The persons of a written booking as the answer lists them, and the promotions chosen: the campaigns
// module reads, validates and reprices them (a create does it before its transaction, so none of those
// reads runs while the booking's locks are held), then notes (or takes) their uses in the booking's
// transaction, and the repriced persons and total are stored (decisions 0137, 0145).

type Trx = Kysely<Database>;

export interface BookedPerson {
  id: number;
  personIndex: number;
  stylistId: number;
  skinnerId: number | null;
  bookHourId: number;
  subHourId: number;
  secondSubHourId: number;
  hour: string;
  services: BookedService[];
  totalMoney: number;
}

export function hasPromotions(plan: BookingPlan): boolean {
  return plan.persons.some((p) => (p.request.campaignIds ?? []).length > 0);
}

function bookedPerson(person: PersonPlan, seat: Seat | undefined, services: BookedService[], total: number) {
  return {
    id: seat?.id ?? 0,
    personIndex: person.index,
    stylistId: seat?.stylistId ?? 0,
    skinnerId: seat?.skinnerId ?? null,
    ...person.ids,
    // The visit's hour (at home the run starts with the travel).
    hour: person.run.find((s) => s.id === person.ids.bookHourId)?.hourText ?? '',
    services,
    totalMoney: total,
  };
}

/** The persons at the plan's prices (no promotion). */
export function bookedPersons(plan: BookingPlan, seats: readonly Seat[]): BookedPerson[] {
  return plan.persons.map((p, i) => bookedPerson(p, seats[i], bookedServices(p), p.priced.total));
}

/**
 * Each person's promotions' reads, started from the request while the create reads its plan (null: none
 * chosen). A refusal of the plan leaves them unread: their failure is kept for checkPromotions only.
 * A create that only notes its uses reads the campaigns' cached definitions (book_in_one checks what must
 * be fresh); one that takes them now reads the campaigns fresh.
 */
export function readPromotions(
  deps: Pick<AppDeps, 'db' | 'now'>,
  persons: readonly PersonRequest[],
  takeUses: boolean,
): (Promise<CampaignReads> | null)[] {
  return persons.map((p) => {
    if ((p.campaignIds ?? []).length === 0) return null;
    const reads = readCampaignsForBooking(deps.db, p.campaignIds ?? [], p.serviceIds, deps, takeUses);
    reads.catch(() => undefined);
    return reads;
  });
}

/**
 * Each person's chosen promotions read (or `reads`, from readPromotions) and checked (null: none
 * chosen), before or in the booking's transaction.
 */
export function checkPromotions(
  db: Trx,
  plan: BookingPlan,
  opts: { customer: { id: number } | { phone: string }; takeUses: boolean },
  reads: readonly (Promise<CampaignReads> | null)[] = [],
): Promise<(CheckedCampaigns | null)[]> {
  return Promise.all(
    plan.persons.map((person, i) => {
      const campaignIds = person.request.campaignIds ?? [];
      if (campaignIds.length === 0) return null;
      const input = {
        salonId: plan.salon.id,
        customer: opts.customer,
        dateIso: plan.dateIso,
        services: bookedServices(person),
        campaignIds,
        takeUses: opts.takeUses,
      };
      return checkCampaignsForBooking(db, input, reads[i] ?? undefined);
    }),
  );
}

/** Services at their promotion's prices, position by position; one the promotion leaves keeps its price. */
function atPromotionPrices<S extends { price: number }>(
  services: readonly S[],
  promoted: readonly { price: number }[],
): S[] {
  return services.map((s, j) => ({ ...s, price: promoted[j]?.price ?? s.price }));
}

/** A promotion use an unconfirmed booking notes, as book_in_one writes it. */
export interface PromotionNote {
  person_index: number;
  campaign_id: number;
  once_per_phone: boolean;
}

/**
 * An unconfirmed create's checked promotions as book_in_one writes them in its one statement: the plan at
 * the promotions' prices and the uses to note. Null when a use is taken now or a promotion is refused:
 * then the write step runs in the booking's transaction (applyCheckedPromotions).
 */
export function promotionsInOne(
  plan: BookingPlan,
  checked: readonly (CheckedCampaigns | null)[],
): { plan: BookingPlan; notes: PromotionNote[] } | null {
  const notes: PromotionNote[] = [];
  const persons: PersonPlan[] = [];
  for (const [i, person] of plan.persons.entries()) {
    const check = checked[i];
    if (!check) {
      persons.push(person);
      continue;
    }
    const uses = notedUses(check);
    if (!uses) return null;
    for (const use of uses) {
      notes.push({
        person_index: person.index,
        campaign_id: use.campaignId,
        once_per_phone: use.oncePerPhone,
      });
    }
    const services = atPromotionPrices(person.priced.services, check.priced.services);
    persons.push({ ...person, priced: { ...person.priced, services, total: check.priced.total } });
  }
  return { plan: { ...plan, persons }, notes };
}

/**
 * Applies each person's checked promotions to the booking just written in `trx`: a pending booking
 * only notes their uses (taken when its code confirms it, decision 0101); else the uses are taken now.
 * A refused promotion throws, and the transaction rolls the booking back with it.
 */
export async function applyCheckedPromotions(
  trx: Trx,
  plan: BookingPlan,
  booking: { id: number; customerId: number; persons: readonly Seat[] },
  checked: readonly (CheckedCampaigns | null)[],
  now: Date,
): Promise<BookedPerson[]> {
  const persons: BookedPerson[] = [];
  const repriced: { id: number; services: BookedService[]; total: number }[] = [];
  for (const [i, person] of plan.persons.entries()) {
    const seat = booking.persons[i];
    const listed = bookedServices(person);
    const check = checked[i];
    if (!check || !seat) {
      persons.push(bookedPerson(person, seat, listed, person.priced.total));
      continue;
    }
    const promo = await writeCampaignsInBooking(trx, check, {
      bookingId: booking.id,
      personIndex: person.index,
      customerId: booking.customerId,
      now,
    });
    const services = atPromotionPrices(listed, promo.services);
    repriced.push({ id: seat.id, services, total: promo.total });
    persons.push(bookedPerson(person, seat, services, promo.total));
  }
  const total = persons.reduce((sum, p) => sum + p.totalMoney, 0);
  await storePrices(trx, booking.id, repriced, total);
  return persons;
}

/** Both steps in the booking's transaction `trx` (a change: the booking is written already). */
export async function applyPromotions(
  trx: Trx,
  plan: BookingPlan,
  booking: { id: number; customerId: number; persons: readonly Seat[] },
  opts: { takeUses: boolean; now: Date },
): Promise<BookedPerson[]> {
  const checked = await checkPromotions(trx, plan, {
    customer: { id: booking.customerId },
    takeUses: opts.takeUses,
  });
  return applyCheckedPromotions(trx, plan, booking, checked, opts.now);
}

/**
 * The repriced persons and the booking's total in one statement: the booking's locks are held until its
 * transaction ends, so each round trip saved here is time other creates of that salon day do not wait.
 * The persons are found by their booking (an index); joined on the id alone, the planner scanned the
 * whole table (it guesses 100 rows for the list).
 */
async function storePrices(
  trx: Trx,
  bookingId: number,
  persons: readonly { id: number; services: BookedService[]; total: number }[],
  total: number,
) {
  await sql`
    with persons as (
      update booking_person bp set services = r.services, total_money = r.total
      from jsonb_to_recordset(${JSON.stringify(persons)}::jsonb) as r(id integer, services jsonb, total integer)
      where bp.booking_id = ${bookingId} and bp.id = r.id
    )
    update booking set total_money = ${total} where id = ${bookingId}`.execute(trx);
}
