import { changeRefusal, Refusal } from '@salon/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import type { CurrentCustomer } from '../../../http/auth.ts';
import { bookingRole } from '../shared/booking-rules.ts';
import { lockBookingForChange, ownClaims, releasePersons } from './change-repo.ts';
import { type BookingPlan, planBooking } from '../create/create-plan.ts';
import { bookingColumns, type CreateBookingInput } from '../create/create-service.ts';
import { inSlotTransaction } from '../shared/slot-transaction.ts';
import { issueViewToken } from '../read/view-token.ts';
import { seatPersons } from '../create/book-in-one.ts';
import { applyPromotions } from '../create/promotions.ts';
import { refuseAfterCutoff } from '../shared/cutoff.ts';
import { settlePaymentAfterChange } from '../../wallet/index.ts';

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
  if (input.phone !== owner.phone) throw new Refusal('phoneNotBookingOwner');
  const role = await bookingRole(deps, input.phone, input.salonId);
  const plan = await planBooking(
    deps,
    {
      salonId: input.salonId,
      dateIso: input.dateIso,
      persons: input.persons,
      skinnerId: input.skinnerId,
      atSalon: input.source === 'book_at_salon',
      consultationAllowed: input.allowChange,
      releasing: await ownClaims(deps.db, bookingId, input.dateIso),
      // Only the logged-in owner changes a booking: their member prices, as the list showed them.
      memberType: role.memberType,
      home: input.home,
      owner: { phone: input.phone, loggedInPhone: owner.phone },
    },
    role,
  );
  // The old slots may sit on another day or salon: inSlotTransaction drops every computed day.
  const changed = await inSlotTransaction(deps, { salonId: plan.salon.id, dateIso: plan.dateIso }, (trx) =>
    moveBooking(trx, deps, bookingId, input, plan, owner),
  );
  return { ...changed, isUseOtp: false, viewToken: issueViewToken(deps, bookingId) };
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
    throw new Refusal('bookingNotFound');
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
  if (refusal) throw new Refusal(refusal);
  refuseAfterCutoff(deps, { dateIso: row.date_book, minuteOfDay: row.minute_of_day ?? 0 }, 'change', now);

  await releasePersons(trx, bookingId);
  // The same write path as a create: the persons seated by the database, then their promotions.
  const seats = await seatPersons(trx, deps, plan, bookingId, input.skinnerId);
  const booked = { id: bookingId, customerId: owner.customerId, persons: seats };
  const listBooking = await applyPromotions(trx, plan, booked, { takeUses: true, now });
  const totalMoney = listBooking.reduce((sum, p) => sum + p.totalMoney, 0);
  await trx
    .updateTable('booking')
    .set({
      ...bookingColumns(input, plan),
      // The owner is logged in: a booking still waiting for its OTP is confirmed by the change.
      status: 'confirmed',
      hold_expires_at: null,
      // Seated just now: a booking that was waiting for its code no longer waits.
      seat_request: null,
      total_money: totalMoney,
      updated_at: sql`${now}`,
    })
    .where('id', '=', bookingId)
    .execute();
  // Paid from the balance (issue 19): a cheaper booking gives the difference back, in this transaction.
  await settlePaymentAfterChange(trx, bookingId, totalMoney, now);
  return {
    booking: {
      id: bookingId,
      status: 'confirmed' as const,
      holdExpiresAt: null,
      holdsSlots: true,
      totalMoney,
      listBooking,
    },
  };
}
