import { message } from '@salon/domain';
import { AppError } from '../../../http/app-error.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import type { CurrentCustomer } from '../../../http/auth.ts';
import { clock } from '../lookup/lookup-service.ts';
import { cancelBookingRow, findBookingForCancel } from './cancel-repo.ts';

// Cancel (000 §7 deleteBooKing). Privacy (decision 0060): only the owner's session cancels.

/**
 * deleteBooKing: only the owner cancels, only an upcoming booking. A booking of someone else is
 * answered like a missing one ('Lịch Không Tồn Tại!'), so ids reveal nothing.
 */
export async function cancelBooking(deps: AppDeps, customer: CurrentCustomer, bookingId: number) {
  const { now, today, minute } = clock(deps);
  const row = await findBookingForCancel(deps.db, bookingId);
  if (!row || row.phone !== customer.phone || row.status === 'expired') {
    throw new AppError('not_found', message('bookingNotFound'));
  }
  if (row.status === 'cancelled') throw new AppError('conflict', message('bookingCanceled'));
  if (row.date_book < today || (row.date_book === today && row.minute_of_day < minute)) {
    throw new AppError('conflict', message('bookingPastNoCancel'));
  }
  const changed = await cancelBookingRow(deps.db, bookingId, customer.customerId, now);
  // Lost a race with another cancel: it is cancelled either way.
  if (!changed) throw new AppError('conflict', message('bookingCanceled'));
  return { success: true, message: message('cancelSuccess'), data: { bookingId, canceled: true } };
}
