import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { Modal } from '../modal/modal.tsx';
import { toast } from '../toast/toast-store.ts';
import { CutoffNotice } from '../reminders/cutoff-notice.tsx';
import { useCutoff } from '../reminders/use-cutoff.ts';
import { VisitDayCard } from '../visit-day/index.ts';
import { type BookingInfo, changeHref, useCancelBooking } from './use-bookings.ts';
import './texts.ts';

/** A booking of its owner: when, where, and change or cancel (with confirmation). */
export function BookingCard({ booking }: { booking: BookingInfo }) {
  const { t } = useTranslation('lookup');
  const { t: tm } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking();
  // Change and cancel close before the hour (issue 22): say until when, and hide them after.
  const cutoff = useCutoff(booking.dateBook, booking.canceled ? undefined : booking.hourBook);
  const doCancel = () => {
    setConfirming(false);
    cancel.mutate(booking.bookingId, {
      onSuccess: () => toast.success(tm('msg.cancelSuccess'), { durationMs: 2000 }),
      onError: () => toast.error(tm('msg.bookingNotFound'), { title: t('notice'), durationMs: 2000 }),
    });
  };
  return (
    <article className="booking-card" data-testid="booking-card" data-booking-id={booking.bookingId}>
      <p className="booking-card__when">
        <strong>{booking.hourBook}</strong> · {booking.dateBook.replace(/-/g, '/')}
        {booking.numberPersons && booking.numberPersons > 1
          ? ` · ${t('persons', { n: booking.numberPersons })}`
          : ''}
      </p>
      <p className="booking-card__where">
        <strong>{booking.salonName}</strong>
        <br />
        {booking.salonAddress}
      </p>
      {booking.homeAddress && (
        <p className="booking-card__where" data-testid="booking-home">
          {t('atHome')}: {booking.homeAddress.address}
        </p>
      )}
      <CutoffNotice cutoff={cutoff} />
      {!booking.canceled && (
        <Suspense fallback={null}>
          <VisitDayCard bookingId={booking.bookingId} viewToken={null} />
        </Suspense>
      )}
      {booking.canceled ? (
        <button type="button" className="btn btn--ghost" disabled>
          {tm('msg.bookingCanceled')}
        </button>
      ) : cutoff?.passed ? null : (
        <div className="booking-card__actions">
          {/* A booking at home reopens in /booking-at-home (changeHref). */}
          {/* Changing keeps the visit: it is the main action; cancelling is outlined in red and confirmed. */}
          <Link className="btn btn--primary" to={changeHref(booking)}>
            {t('change')}
          </Link>
          <button
            type="button"
            className="btn btn--destructive"
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('cancel')}
          </button>
        </div>
      )}
      <Modal open={confirming} title={t('confirmTitle')} onClose={() => setConfirming(false)} width={380}>
        <p>
          {t('confirmText', {
            date: booking.dateBook.replace(/-/g, '/'),
            hour: booking.hourBook,
            salon: booking.salonName,
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
    </article>
  );
}
