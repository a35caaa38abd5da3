import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { LastVisit } from '../history/last-visit.tsx';
import { OfflineNote, registerServiceWorker } from '../offline/index.ts';
import { BookingCard } from './booking-card.tsx';
import { useMyBookings } from './use-bookings.ts';
import './texts.ts';

/**
 * Home, logged in: the customer's upcoming bookings (000 §4), then the last visit to rebook. Offline,
 * the copy this browser kept for the same phone, under the offline note.
 */
export default function MyBookings() {
  const { t } = useTranslation('lookup');
  const phone = useCurrentUser().user?.userInfo.phoneNumber ?? null;
  const list = useMyBookings(phone).data?.data ?? [];
  const upcoming = list.some((b) => !b.canceled);
  // An upcoming booking is worth keeping: the service worker lets this page open without a network.
  useEffect(() => {
    if (upcoming) registerServiceWorker();
  }, [upcoming]);
  return (
    <>
      {list.length > 0 && (
        <section className="upcoming" aria-labelledby="upcoming-title" data-testid="upcoming-bookings">
          <h2 id="upcoming-title">{t('upcomingTitle')}</h2>
          <OfflineNote />
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
