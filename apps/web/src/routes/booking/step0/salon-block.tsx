import { useTranslation } from 'react-i18next';
import { useBookingNav } from '../booking-nav.ts';
import { useCurrentPerson } from '../draft/draft-store.ts';

/** Block 1: the chosen salon, or a field that opens step 1. */
export function SalonBlock() {
  const { t } = useTranslation();
  const { go } = useBookingNav();
  const person = useCurrentPerson();
  return (
    <section className="block" aria-labelledby="b-salon">
      <h2 id="b-salon">{t('booking.step0.salon')}</h2>
      <button type="button" className="block__field" onClick={() => go(1)}>
        {person.salon ? person.salon.name : t('booking.step0.salonPlaceholder')}
      </button>
    </section>
  );
}
