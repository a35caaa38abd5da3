import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { bookInOne } from './book-in-one.ts';
import type { BookingPlan } from './create-plan.ts';
import { bookedPersons } from './promotions.ts';

/**
 * A hold the system makes for a phone (a waitlist offer): an unconfirmed booking holding its slots for
 * `holdMs`, written in the caller's transaction by the same path as a create. No client asked for it,
 * so no hold limit applies, and the phone's other bookings stay as they are.
 */
export async function holdForPhone(
  trx: Kysely<Database>,
  deps: AppDeps,
  plan: BookingPlan,
  hold: { phone: string; holdMs: number; source: string },
) {
  const booking = await bookInOne(trx, deps, plan, {
    phone: hold.phone,
    columns: {
      salon_id: plan.salon.id,
      date_book: plan.dateIso,
      source: hold.source,
      params: {},
      is_master: plan.persons.some((p) => p.priced.isMaster),
    },
    skinnerId: 0,
    holdMs: hold.holdMs,
    // The system's hold (a waitlist offer) is refused by no tier and no upcoming booking.
    tiers: [{ memberType: null, refusal: null, checkUpcoming: false }],
    releaseOwn: false,
    origin: null,
    captchaSolvedLevel: 0,
  });
  return { ...booking, persons: bookedPersons(plan, booking.persons) };
}
