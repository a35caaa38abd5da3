import { formatDate } from '@salon/domain';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { openLoginModal } from '../auth/login-modal-store.ts';
import { Modal } from '../modal/modal.tsx';
import { toast } from '../toast/toast-store.ts';
import { type BookingInfo, changeHref, useCancelBooking } from './use-bookings.ts';
import './booking-lookup.css';
import './texts.ts';

/**
 * Change or cancel a booking (000 §2), wherever a booking is shown (the lookup card, the account's
 * upcoming bookings, the success page): 'Đổi lịch' is the main action, 'Hủy lịch' is outlined in red
 * and asks to confirm; a cancelled booking shows a disabled 'Lịch đặt đã hủy'; past the cutoff, none.
 * Both are its owner's: `needsLogin` (a page opened without the owner's login) asks to log in with the
 * booking's phone first.
 */
export function BookingActions({
  booking,
  cutoffPassed,
  needsLogin = false,
}: {
  booking: BookingInfo;
  cutoffPassed: boolean;
  needsLogin?: boolean;
}) {
  const { t } = useTranslation('lookup');
  const { t: tm } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking();
  const asOwner = (then: () => void) => (e?: MouseEvent) => {
    if (!needsLogin) return then();
    e?.preventDefault();
    openLoginModal({ phone: booking.customerPhone, title: t('loginToManage') });
  };
  const doCancel = () => {
    setConfirming(false);
    cancel.mutate(booking.bookingId, {
      onSuccess: () => toast.success(tm('msg.cancelSuccess'), { durationMs: 2000 }),
      onError: () => toast.error(tm('msg.bookingNotFound'), { title: t('notice'), durationMs: 2000 }),
    });
  };
  if (booking.canceled)
    return (
      <button type="button" className="btn btn--ghost" disabled>
        {tm('msg.bookingCanceled')}
      </button>
    );
  if (cutoffPassed) return null;
  return (
    <>
      <div className="booking-card__actions" data-testid="booking-actions">
        {/* A booking at home reopens in /booking-at-home (changeHref). */}
        <Link className="btn btn--primary" to={changeHref(booking)} onClick={asOwner(() => {})}>
          {t('change')}
        </Link>
        <button
          type="button"
          className="btn btn--destructive"
          disabled={cancel.isPending}
          onClick={asOwner(() => setConfirming(true))}
        >
          {t('cancel')}
        </button>
      </div>
      <Modal open={confirming} title={t('confirmTitle')} onClose={() => setConfirming(false)} width={380}>
        <p>
          {t('confirmText', {
            date: formatDate(booking.dateBook),
            hour: booking.hourBook ?? '',
            salon: booking.salonName ?? '',
          })}
        </p>
        <div className="booking-card__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('confirmNo')}
          </button>
          <button type="button" className="btn btn--destructive-solid" onClick={doCancel}>
            {t('confirmYes')}
          </button>
        </div>
      </Modal>
    </>
  );
}
