import type { BookingDetail } from '@salon/domain/contracts';
import { useOwnPhone } from '../../features/auth/use-own-phone.ts';
import { BookingActions } from '../../features/booking-lookup/booking-actions.tsx';
import { useCutoff } from '../../features/reminders/use-cutoff.ts';

/**
 * 'Đổi lịch' and 'Hủy lịch' of the booking just made, the lookup card's own (same confirmation, same
 * cutoff): its owner's, so a browser not logged in with the booking's phone is asked to log in first.
 * A hold waiting for its code has neither.
 */
export function SuccessActions({ detail }: { detail: BookingDetail }) {
  const cutoff = useCutoff(detail.dateBook, detail.canceled ? undefined : detail.hourBook);
  const owner = useOwnPhone(detail.customerPhone);
  if (detail.status !== 'confirmed' && !detail.canceled) return null;
  return (
    <div className="success__manage">
      <BookingActions booking={detail} cutoffPassed={cutoff?.passed === true} needsLogin={owner === null} />
    </div>
  );
}
