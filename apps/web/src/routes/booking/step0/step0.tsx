import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CompleteBar } from './complete-bar.tsx';
import { GroupCounter } from './group-counter.tsx';
import { SalonBlock } from './salon-block.tsx';
import { ServiceBlock } from './service-block.tsx';
import { TimeBlock } from './time-block.tsx';
import { useAtHome } from '../../booking-at-home/use-at-home.ts';

// Block 5 is below the first screen: its code loads beside the page's, not before it. A rendered page
// keeps the server's HTML until it arrives; otherwise the placeholder holds its place.
const ExtrasBlock = lazy(() => import('./extras-block.tsx').then((m) => ({ default: m.ExtrasBlock })));
// /booking-at-home asks for the address and a salon serving it instead of block 1 (decision 0124).
const HomeBlock = lazy(() => import('../../booking-at-home/home-block.tsx'));

/** Step 0, the booking home: salon, group size, services, date/hour/stylist, extras, Complete. */
export function Step0() {
  const { t } = useTranslation();
  const atHome = useAtHome();
  const blocks = (
    <>
      {atHome ? (
        <Suspense fallback={<div className="block b-home-placeholder" aria-busy="true" />}>
          <HomeBlock />
        </Suspense>
      ) : (
        <>
          <h1 className="booking__title">{t('booking.title')}</h1>
          <SalonBlock />
        </>
      )}
      <GroupCounter />
      <ServiceBlock />
      <TimeBlock />
      <Suspense fallback={<div className="block b-extras-placeholder" />}>
        <ExtrasBlock />
      </Suspense>
      <CompleteBar />
    </>
  );
  return blocks;
}
