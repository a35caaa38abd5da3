import { useTranslation } from '../../i18n/use-translation.ts';
import { LastVisit } from '../history/last-visit.tsx';
import { BookingCard } from './booking-card.tsx';
import { useMyBookings } from './use-bookings.ts';
import './texts.ts';

/** Home, logged in: the customer's upcoming bookings (000 §4), then the last visit to rebook. */
export default function MyBookings() {
  const { t } = useTranslation('lookup');
  const list = useMyBookings(true).data?.data ?? [];
  return (
    <>
      {list.length > 0 && (
        <section className="upcoming" aria-labelledby="upcoming-title" data-testid="upcoming-bookings">
          <h2 id="upcoming-title">{t('upcomingTitle')}</h2>
          <div className="upcoming__list">
            {list.map((b) => (
              <BookingCard key={b.bookingId} booking={b} />
            ))}
          </div>
        </section>
      )}
      <LastVisit />
    </>
  );
}
