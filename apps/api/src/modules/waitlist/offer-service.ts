import {
  type FreedSlot,
  fill,
  hoursToTry,
  message,
  Refusal,
  toDdMmYyyy,
  WAITLIST_OFFER_MINUTES,
} from '@salon/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import {
  type BookingPlan,
  dropAllDays,
  freeExpiredHolds,
  holdForPhone,
  inSlotTransaction,
  planBooking,
} from '../booking/index.ts';
import { scheduleJob } from '../jobs/index.ts';
import { lapseKey, OFFER_LAPSE_KIND } from './lapse-job.ts';
import { messageKey, OFFER_MESSAGE_KIND } from './message-job.ts';
import { offerPath, offerToken } from './offer-token.ts';
import { type EntryRow, settleOffers, takeFreed, waitingLine } from './repo.ts';

// Offers (decision 0128): a freed slot goes to the first in line as an ordinary pending_otp booking
// that holds the slot for WAITLIST_OFFER_MINUTES, written with the same claims as any booking, so
// the claims' primary key keeps a slot from being offered twice or while booked. When the hold
// lapses its claims are deleted, the trigger notes the slot as freed again and the next in line gets it.

const OFFER_MS = WAITLIST_OFFER_MINUTES * 60_000;
/** Entries of one salon day tried in one pass (the rest wait for the next freed slot). */
const LINE_LIMIT = 50;

type Trx = Kysely<Database>;

/**
 * One pass of the waitlist: expires lapsed holds (freeing their slots), settles ended offers, then
 * offers the noted freed slots to the first in line. Safe to run concurrently. Returns the offers made.
 */
export async function runWaitlist(deps: AppDeps): Promise<number[]> {
  const now = deps.now();
  if ((await freeExpiredHolds(deps.db, now)).length > 0) dropAllDays(deps);
  await settleOffers(deps.db, now);
  const freed = await takeFreed(deps.db);
  const days = new Map<string, { salonId: number; dateIso: string; slots: FreedSlot[] }>();
  for (const f of freed) {
    const key = `${f.salon_id}|${f.work_date}`;
    const day = days.get(key) ?? { salonId: f.salon_id, dateIso: f.work_date, slots: [] };
    day.slots.push({ slotId: f.slot_id, staffId: f.staff_id, minute: f.minute_of_day });
    days.set(key, day);
  }
  const offers: number[] = [];
  for (const day of days.values()) {
    const line = await waitingLine(deps.db, day.salonId, day.dateIso, LINE_LIMIT);
    for (const entry of line) {
      const hours = hoursToTry(entry, day.slots);
      for (const hourId of hours) {
        const offerId = await tryOffer(deps, entry, hourId);
        if (offerId !== null) {
          offers.push(offerId);
          break;
        }
      }
    }
  }
  return offers;
}

/** Holds `hourId` for the entry and sends the offer; null when the hour cannot be held (taken, past…). */
async function tryOffer(deps: AppDeps, entry: EntryRow, hourId: number): Promise<number | null> {
  let plan: BookingPlan;
  try {
    plan = await planBooking(
      deps,
      {
        salonId: entry.salonId,
        dateIso: entry.dateBook,
        persons: [{ bookHourId: hourId, stylistId: entry.stylistId ?? 0, serviceIds: entry.serviceIds }],
        atSalon: false,
        consultationAllowed: false,
      },
      { allowMultiple: true, daysBookFuture: 366, maxDaysBookFuture: 366 },
    );
  } catch (err) {
    if (err instanceof Refusal) return null;
    throw err;
  }
  try {
    return await inSlotTransaction(deps, { salonId: entry.salonId, dateIso: entry.dateBook }, (trx) =>
      writeOffer(trx, deps, entry, plan),
    );
  } catch (err) {
    // 409: someone holds the slot (a booking, or another offer): the claims said no.
    if (err instanceof Refusal) return null;
    throw err;
  }
}

async function writeOffer(trx: Trx, deps: AppDeps, entry: EntryRow, plan: BookingPlan) {
  const now = deps.now();
  // The entry is offered once: a concurrent pass that got here first wins.
  const claimed = await trx
    .updateTable('waitlist_entry')
    .set({ status: 'offered', updated_at: now })
    .where('id', '=', entry.id)
    .where('status', '=', 'waiting')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return null;
  const expiresAt = new Date(now.getTime() + OFFER_MS);
  // The booking's own write path: a slot someone holds makes it throw (409) and all is rolled back.
  const booking = await holdForPhone(trx, deps, plan, {
    phone: entry.phone,
    holdMs: OFFER_MS,
    source: 'waitlist',
  });
  const person = plan.persons[0];
  const offer = await trx
    .insertInto('waitlist_offer')
    .values({ entry_id: entry.id, booking_id: booking.id, expires_at: expiresAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The lapse is a job at the hold's end, written with the offer (the pass's own sweep is the fallback).
  await scheduleJob(trx, {
    kind: OFFER_LAPSE_KIND,
    runAt: expiresAt,
    key: lapseKey(offer.id),
    payload: { offerId: offer.id },
  });
  const text = fill(message('waitlistOfferText'), {
    brand: deps.config.brandName,
    hour: person?.run[0]?.hourText ?? '',
    date: toDdMmYyyy(plan.dateIso),
    salon: plan.salon.name,
    link: `${deps.config.publicUrl}${offerPath(offerToken(deps, offer.id))}`,
  });
  await trx
    .insertInto('waitlist_message')
    .values({ offer_id: offer.id, phone: entry.phone, text, sent_at: now })
    .execute();
  // Sent by the queue once this transaction commits (a rolled-back offer sends nothing).
  await scheduleJob(trx, {
    kind: OFFER_MESSAGE_KIND,
    runAt: now,
    key: messageKey(offer.id),
    payload: { offerId: offer.id },
  });
  // Development: the message shows in the outbox with the OTP codes (no code of its own).
  if (deps.config.otpProvider === 'outbox') {
    await trx
      .insertInto('otp_outbox')
      .values({ phone: entry.phone, code: '', method: 'waitlist', text, created_at: now })
      .execute();
  }
  return offer.id;
}

/** The job kind of the waitlist's pass (waitlist/routes.ts registers it with the job worker). */
export const WAITLIST_PASS_KIND = 'waitlist.pass';
