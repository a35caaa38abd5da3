import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { LastVisit } from '../history/last-visit.tsx';
import { BookingCard } from './booking-card.tsx';
import { BookingLookup } from './booking-lookup.tsx';
import { useMyBookings } from './use-bookings.ts';
import './booking-lookup.css';
import './texts.ts';

/** Home: the logged-in customer's upcoming bookings (000 §4), then the lookup by phone. */
export default function HomeBookings() {
  const { t } = useTranslation('lookup');
  const { isLoggedIn } = useCurrentUser();
  const mine = useMyBookings(isLoggedIn);
  const list = isLoggedIn ? (mine.data?.data ?? []) : [];
  return (
    <div className="home-bookings">
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
      {isLoggedIn && <LastVisit />}
      <BookingLookup />
    </div>
  );
}
