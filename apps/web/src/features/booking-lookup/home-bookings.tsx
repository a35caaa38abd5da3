import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { BookingLookup } from './booking-lookup.tsx';
import './booking-lookup.css';

// A visitor who is not logged in (every first visit) needs the lookup only: the booking cards, their
// cancel call and the last visit load once someone is logged in.
const MyBookings = lazy(() => import('./my-bookings.tsx'));

/** Home: the logged-in customer's upcoming bookings and last visit, then the lookup by phone. */
export default function HomeBookings() {
  const { isLoggedIn } = useCurrentUser();
  return (
    <div className="home-bookings">
      {isLoggedIn && (
        <Suspense fallback={null}>
          <MyBookings />
        </Suspense>
      )}
      <BookingLookup />
    </div>
  );
}
