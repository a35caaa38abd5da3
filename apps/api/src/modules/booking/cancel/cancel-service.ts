import { cancelRefusal, message, Refusal } from '@salon/domain';
import { inTransaction } from '../../../db/transaction.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import type { CurrentCustomer } from '../../../http/auth.ts';
import { refuseAfterCutoff } from '../shared/cutoff.ts';
import { refundBookingPayment } from '../../wallet/index.ts';
import { dropDay } from '../shared/day-cache.ts';
import { cancelBookingRow, findBookingForCancel } from './cancel-repo.ts';

// Cancel (000 §7 deleteBooKing). Privacy (decision 0060): only the owner's session cancels.

/**
 * deleteBooKing: only the owner cancels, only an upcoming booking. A booking of someone else is
 * answered like a missing one ('Lịch Không Tồn Tại!'), so ids reveal nothing.
 */
export async function cancelBooking(deps: AppDeps, customer: CurrentCustomer, bookingId: number) {
  const now = deps.now();
  const row = await inTransaction(deps.db, async (trx) => {
    const found = await findBookingForCancel(trx, bookingId);
    if (!found || found.phone !== customer.phone) throw new Refusal('bookingNotFound');
    const refusal = cancelRefusal(
      {
        status: found.status,
        holdExpiresAt: found.hold_expires_at,
        dateIso: found.date_book,
        minuteOfDay: found.minute_of_day,
      },
      now,
    );
    if (refusal) throw new Refusal(refusal);
    refuseAfterCutoff(deps, { dateIso: found.date_book, minuteOfDay: found.minute_of_day }, 'cancel', now);
    // Lost a race with another cancel: it is cancelled either way.
    if (!(await cancelBookingRow(trx, bookingId, customer.customerId, now))) {
      throw new Refusal('bookingCanceled');
    }
    // Paid from the balance (issue 19): the money goes back with the cancel, or neither happens.
    await refundBookingPayment(trx, bookingId, now);
    return found;
  });
  // Its slots are free again: the next hours answer of that salon day must say so, as after a create.
  dropDay(deps, row.salon_id, row.date_book);
  return { success: true, message: message('cancelSuccess'), data: { bookingId, canceled: true } };
}
