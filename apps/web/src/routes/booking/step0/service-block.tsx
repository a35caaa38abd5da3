import { useTranslation } from 'react-i18next';
import { useBookingNav } from '../booking-nav.ts';

/** Block 3: chosen services and their total, or a field that opens step 2. */
export function ServiceBlock() {
  const { t } = useTranslation();
  const { go } = useBookingNav();
  return (
    <section className="block" aria-labelledby="b-service">
      <h2 id="b-service">{t('booking.step0.service')}</h2>
      <button type="button" className="block__field" onClick={() => go(2)}>
        {t('booking.step0.servicePlaceholder')}
      </button>
    </section>
  );
}
