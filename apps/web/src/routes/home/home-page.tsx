import { type HomeSection, TRACKING_SCREENS } from '@salon/domain';
import { Fragment, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { BannerSlider } from '../../features/banner/banner-slider.tsx';
import { LowerSection } from '../../features/home-sections/lower-section.tsx';
import { useHomeLayout } from '../../features/home-sections/use-home-layout.ts';
import { useTrackScreen } from '../../features/tracking/use-track-screen.ts';
import { HomeBookingBox } from './home-booking-box.tsx';
import './home.css';

// Below the fold: the configured blocks load after the first screen is usable.
const HomeBlocks = lazy(() => import('../../features/home-blocks/home-blocks.tsx'));
const HomeBookings = lazy(() => import('../../features/booking-lookup/home-bookings.tsx'));
// Only for a logged-in customer: the prompt to rate their latest visit (issue 19).
const RatePrompt = lazy(() => import('../../features/history/rate-prompt.tsx'));

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.subtitle')}</p>
    </section>
  );
}

/** The home (000 §2): its sections in the order dynamic-layout.json gives, hidden ones left out. */
export function HomePage() {
  const { user } = useCurrentUser();
  const sections = useHomeLayout();
  useTrackScreen(TRACKING_SCREENS.home);
  // Lazy parts keep the same element between renders: the home renders again once hydrated (the
  // layout, the session), and new elements reaching a lazy part before its code has hydrated it make
  // React drop the server's HTML and draw it again (out of place, or for a moment not at all).
  const blocks = useMemo(
    () => (
      // The reserved height keeps the footer from jumping while the blocks load.
      <Suspense fallback={<div className="home-blocks-placeholder" />}>
        <HomeBlocks />
      </Suspense>
    ),
    [],
  );
  // The server draws home for a visitor not logged in; the session is known later. The prompt has a
  // boundary of its own, so the bookings' part never changes before it hydrates (a change would make
  // React drop the lookup's HTML and draw it again, the form gone for a moment).
  const bookings = useMemo(
    () => (
      <Suspense fallback={null}>
        <HomeBookings />
      </Suspense>
    ),
    [],
  );
  const loggedIn = user !== null;
  const upcoming = () => (
    <>
      {loggedIn && (
        <Suspense fallback={null}>
          <RatePrompt />
        </Suspense>
      )}
      {bookings}
    </>
  );
  const draw: Record<HomeSection, () => ReactNode> = {
    banner: () => <BannerSlider />,
    bookingBox: () => (
      <div className="home__top">
        <Hero />
        <HomeBookingBox userAgreed={user?.agreeProtectPersonalInfo ?? false} />
      </div>
    ),
    upcomingBookings: upcoming,
    blocks: () => blocks,
    lookbooks: () => <LowerSection kind="lookbooks" />,
    shineMoments: () => <LowerSection kind="shineMoments" />,
    feedback: () => <LowerSection kind="feedback" />,
  };
  return (
    <div className="home">
      {/* The page keeps its title when the layout hides the booking box it sits beside. */}
      {!sections.includes('bookingBox') && <Hero />}
      {sections.map((key) => (
        <Fragment key={key}>{draw[key]()}</Fragment>
      ))}
    </div>
  );
}
