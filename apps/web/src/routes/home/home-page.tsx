import { lazy, Suspense } from 'react';
import { TRACKING_SCREENS } from '@salon/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { BannerSlider } from '../../features/banner/banner-slider.tsx';
import { useTrackScreen } from '../../features/tracking/use-track-screen.ts';
import { HomeBookingBox } from './home-booking-box.tsx';
import './home.css';

// Below the fold: the configured blocks load after the first screen is usable.
const HomeBlocks = lazy(() => import('../../features/home-blocks/home-blocks.tsx'));
const HomeBookings = lazy(() => import('../../features/booking-lookup/home-bookings.tsx'));

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  useTrackScreen(TRACKING_SCREENS.home);
  return (
    <div className="home">
      <BannerSlider />
      <div className="home__top">
        <section className="hero" aria-labelledby="home-title">
          <h1 id="home-title">{t('home.title')}</h1>
          <p>{t('home.subtitle')}</p>
        </section>
        <HomeBookingBox userAgreed={user?.agreeProtectPersonalInfo ?? false} />
      </div>
      <Suspense fallback={null}>
        <HomeBookings />
      </Suspense>
      {/* The reserved height keeps the footer from jumping while the blocks load. */}
      <Suspense fallback={<div className="home-blocks-placeholder" />}>
        <HomeBlocks />
      </Suspense>
    </div>
  );
}
