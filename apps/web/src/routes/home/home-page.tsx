import { useTranslation } from 'react-i18next';
import { HomeBookingBox } from './home-booking-box.tsx';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <HomeBookingBox />
    </div>
  );
}
