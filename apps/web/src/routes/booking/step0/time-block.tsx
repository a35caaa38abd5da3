import { useTranslation } from 'react-i18next';

/** Block 4: stylist, date and hour. */
export function TimeBlock() {
  const { t } = useTranslation();
  return (
    <section className="block" aria-labelledby="b-time">
      <h2 id="b-time">{t('booking.step0.time')}</h2>
    </section>
  );
}
