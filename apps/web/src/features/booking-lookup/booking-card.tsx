import { formatDate } from '@salon/domain';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CutoffNotice } from '../reminders/cutoff-notice.tsx';
import { useCutoff } from '../reminders/use-cutoff.ts';
import { VisitDayCard } from '../visit-day/index.ts';
import { BookingActions } from './booking-actions.tsx';
import type { BookingInfo } from './use-bookings.ts';
import './texts.ts';

/** A booking of its owner: when, where, and change or cancel (with confirmation). */
export function BookingCard({ booking }: { booking: BookingInfo }) {
  const { t } = useTranslation('lookup');
  // Change and cancel close before the hour (issue 22): say until when, and hide them after.
  const cutoff = useCutoff(booking.dateBook, booking.canceled ? undefined : booking.hourBook);
  return (
    <article className="booking-card" data-testid="booking-card" data-booking-id={booking.bookingId}>
      <p className="booking-card__when">
        <strong>{booking.hourBook}</strong> · {formatDate(booking.dateBook)}
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
      <BookingActions booking={booking} cutoffPassed={cutoff?.passed === true} />
    </article>
  );
}
