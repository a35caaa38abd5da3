import { footerCities, message } from '@salon/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { useProvinces, useSalons } from '../salons/use-salon-lists.ts';
import './footer-texts.ts';

/** Salons grouped by city (Hà Nội, TP Hồ Chí Minh, then the others with salons), one row per salon. */
export default function FooterSalons() {
  const { t } = useTranslation('footer');
  const provinces = useProvinces();
  const salons = useSalons();
  const headingId = useId();
  const cities = footerCities(provinces.data ?? [], salons.data ?? []);
  if (cities.length === 0) return null;
  return (
    <section className="footer-salons" aria-labelledby={headingId} data-testid="footer-salons">
      <h2 id={headingId} className="footer-salons__title">
        {t('salonSystem')}
      </h2>
      <div className="footer-salons__cities">
        {cities.map((city) => (
          <details key={city.cityId} className="footer-salons__city" data-city-id={city.cityId}>
            <summary>
              {city.cityName} <span className="footer-salons__count">({city.salons.length})</span>
            </summary>
            <ul>
              {city.salons.map((s) => (
                <li key={s.id} className="footer-salons__row">
                  <span>{s.address}</span>
                  <span className="footer-salons__actions">
                    <a href={s.hotlineHref}>{t('call')}</a>
                    {s.directionsHref ? (
                      <a href={s.directionsHref} target="_blank" rel="noopener noreferrer">
                        {t('directions')}
                      </a>
                    ) : (
                      <span className="footer-salons__no-map">{message('salonNoDirections')}</span>
                    )}
                    <Link to={s.bookHref}>{t('bookNow')}</Link>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
