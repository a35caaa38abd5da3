import { changeRefusal, channelCode, message } from '@salon/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import { AppError } from '../../../http/app-error.ts';
import type { CurrentCustomer } from '../../../http/auth.ts';
import { bookingRole } from '../shared/booking-rules.ts';
import { lockBookingForChange, ownClaims, releasePersons } from './change-repo.ts';
import { freeExpiredHolds } from '../shared/claims.ts';
import { type BookingPlan, planBooking } from '../create/create-plan.ts';
import type { CreateBookingInput } from '../create/create-service.ts';
import { dropAllDays, dropDay } from '../shared/day-cache.ts';
import { issueViewToken } from '../read/view-token.ts';
import { writePersons } from '../create/write-persons.ts';

// PUT /api/v1/booking/{id} (decision 0081): the owner moves a booking to a new salon, day,
// hours, services or group in one transaction. The new slots are claimed and the old ones freed
// together; when a new slot is gone the transaction rolls back and the old booking stays untouched.

type Trx = Kysely<Database>;

export async function changeBooking(
  deps: AppDeps,
  bookingId: number,
  input: CreateBookingInput,
  owner: CurrentCustomer,
) {
  // The booking keeps its phone: only its owner, logged in, changes it.
  if (input.phone !== owner.phone) throw new AppError('bad_request', message('phoneMismatch'));
  const role = await bookingRole(deps, input.phone, input.salonId);
  const plan = await planBooking(
    deps,
    {
      salonId: input.salonId,
      dateIso: input.dateIso,
      persons: input.persons,
      atSalon: input.source === 'book_at_salon',
      consultationAllowed: input.allowChange,
      releasing: await ownClaims(deps.db, bookingId, input.dateIso),
    },
    role,
  );
  if ((await freeExpiredHolds(deps.db, deps.now())).length > 0) dropAllDays(deps);
  try {
    const changed = await inTransaction(deps.db, (trx) =>
      moveBooking(trx, deps, bookingId, input, plan, owner),
    );
    // The old slots may sit on another day or salon: every computed day is stale.
    dropAllDays(deps);
    return { ...changed, isUseOtp: false, viewToken: issueViewToken(deps, bookingId) };
  } catch (err) {
    // Someone holds a new slot: the next hours answer must not say it is free.
    if (err instanceof AppError && err.status === 409) dropDay(deps, plan.salon.id, plan.dateIso);
    throw err;
  }
}

async function moveBooking(
  trx: Trx,
  deps: AppDeps,
  bookingId: number,
  input: CreateBookingInput,
  plan: BookingPlan,
  owner: CurrentCustomer,
) {
  const now = deps.now();
  const row = await lockBookingForChange(trx, bookingId);
  // Someone else's booking answers like a missing one, so ids reveal nothing.
  if (!row || row.customer_id !== owner.customerId) {
    throw new AppError('not_found', message('bookingNotFound'));
  }
  const refusal = changeRefusal(
    {
      status: row.status,
      holdExpiresAt: row.hold_expires_at,
      dateIso: row.date_book,
      minuteOfDay: row.minute_of_day ?? 0,
    },
    now,
  );
  if (refusal) throw new AppError(refusal === 'bookingNotFound' ? 'not_found' : 'conflict', message(refusal));

  await releasePersons(trx, bookingId);
  const listBooking = await writePersons(trx, deps, plan, {
    bookingId,
    customerId: owner.customerId,
    skinnerId: input.skinnerId,
  });
  const totalMoney = listBooking.reduce((sum, p) => sum + p.totalMoney, 0);
  await trx
    .updateTable('booking')
    .set({
      salon_id: plan.salon.id,
      date_book: input.dateIso,
      // The owner is logged in: a booking still waiting for its OTP is confirmed by the change.
      status: 'confirmed',
      hold_expires_at: null,
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
      is_master: plan.persons.some((p) => p.priced.isMaster),
      total_money: totalMoney,
      updated_at: sql`${now}`,
    })
    .where('id', '=', bookingId)
    .execute();
  return {
    booking: {
      id: bookingId,
      status: 'confirmed' as const,
      holdExpiresAt: null,
      totalMoney,
      listBooking,
    },
  };
}
