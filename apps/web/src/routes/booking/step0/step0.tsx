import { useTranslation } from '../../../i18n/use-translation.ts';
import { CompleteButton } from './complete-button.tsx';
import { ExtrasBlock } from './extras-block.tsx';
import { GroupCounter } from './group-counter.tsx';
import { SalonBlock } from './salon-block.tsx';
import { ServiceBlock } from './service-block.tsx';
import { TimeBlock } from './time-block.tsx';

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
      <ExtrasBlock />
      <CompleteButton />
    </>
  );
}
