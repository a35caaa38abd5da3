import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CompleteBar } from './complete-bar.tsx';
import { GroupCounter } from './group-counter.tsx';
import { SalonBlock } from './salon-block.tsx';
import { ServiceBlock } from './service-block.tsx';
import { TimeBlock } from './time-block.tsx';

// Block 5 is below the first screen: its code loads beside the page's, not before it. A rendered page
// keeps the server's HTML until it arrives; otherwise the placeholder holds its place.
const ExtrasBlock = lazy(() => import('./extras-block.tsx').then((m) => ({ default: m.ExtrasBlock })));

/** Step 0, the booking home: salon, group size, services, date/hour/stylist, extras, Complete. */
export function Step0() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="booking__title">{t('booking.title')}</h1>
      <SalonBlock />
      <GroupCounter />
      <ServiceBlock />
      <TimeBlock />
      <Suspense fallback={<div className="block b-extras-placeholder" />}>
        <ExtrasBlock />
      </Suspense>
      <CompleteBar />
    </>
  );
}
