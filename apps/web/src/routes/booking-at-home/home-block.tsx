import { formatKm } from './home-format.ts';
import { useEffect } from 'react';
import { Link } from '../../lib/link.tsx';
import { useHasSession } from '../../features/auth/use-current-user.ts';
import { useSalons } from '../../features/salons/use-salon-lists.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentPerson } from '../booking/draft/draft-store.ts';
import { useChooseSalon } from '../booking/shared/use-choose-salon.ts';
import { useSalonUrlSync } from '../booking/shared/use-salon-url-sync.ts';
import { useSavedPlaces } from '../../features/places/place-queries.ts';
import { useHomeSalons } from './home-api.ts';
import { HomeAddressForm } from './home-address-form.tsx';
import { homeStore, useHomeAddress } from './home-store.ts';
import './home-texts.ts';
import './at-home.css';

/**
 * The top of /booking-at-home's step 0 (decision 0124): the title, the address (a saved place of the
 * logged-in customer or a new one), and the salons whose at-home area holds it, the nearest chosen.
 */
export default function HomeBlock() {
  const { t, i18n } = useTranslation('booking-at-home');
  const home = useHomeAddress();
  const loggedIn = useHasSession();
  const saved = useSavedPlaces(loggedIn && home === null);
  const person = useCurrentPerson();
  const { data: all = [] } = useSalons();
  const serving = useHomeSalons(home);
  const choose = useChooseSalon();
  useSalonUrlSync();
  const list = serving.data ?? [];
  const chosen = list.find((s) => s.salonId === person.salon?.id) ?? null;

  // The nearest serving salon is chosen for the customer; another one can be picked below.
  const nearest = list[0];
  const nearestSalon = nearest ? all.find((s) => s.id === nearest.salonId) : undefined;
  const needsSalon = home !== null && serving.isSuccess && chosen === null;
  useEffect(() => {
    if (needsSalon && nearestSalon) choose(nearestSalon);
  }, [needsSalon, nearestSalon, choose]);

  return (
    <>
      <h1 className="booking__title">{t('title')}</h1>
      <p className="ah-lead">{t('lead')}</p>
      <section className="block ah-block" aria-labelledby="b-home" data-state={home ? 'done' : 'active'}>
        <h2 id="b-home">{t('address')}</h2>
        {home ? (
          <div className="ah-block__chosen">
            <p className="ah-block__address" data-testid="home-address">
              {home.address}
            </p>
            <button type="button" className="btn btn--ghost" onClick={() => homeStore.set(null)}>
              {t('changeAddress')}
            </button>
          </div>
        ) : (
          <>
            {(saved.data ?? []).length > 0 && (
              <fieldset className="ah-block__saved">
                <legend>{t('savedPlaces')}</legend>
                <ul className="chips">
                  {(saved.data ?? []).map((p) => (
                    <li key={p.attrId}>
                      <button
                        type="button"
                        className="chip"
                        onClick={() =>
                          homeStore.set({
                            address: p.detail ? `${p.detail}, ${p.address}` : p.address || p.attrName,
                            latitude: p.latitude,
                            longitude: p.longitude,
                            placeId: p.placeId,
                            attrId: p.attrId,
                          })
                        }
                      >
                        <strong>{p.attrName}</strong> {p.address}
                      </button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <h3 className="ah-block__sub">{t('newAddress')}</h3>
            <HomeAddressForm onDone={(next) => homeStore.set(next)} />
          </>
        )}
      </section>
      {home && (
        <section
          className="block ah-salons"
          aria-labelledby="b-ah-salon"
          data-state={chosen ? 'done' : 'active'}
        >
          <h2 id="b-ah-salon">{t('salon')}</h2>
          {serving.isPending && <p aria-busy="true">{t('loading')}</p>}
          {serving.isSuccess && list.length === 0 && (
            <p className="ah-salons__none" role="status">
              {t('noSalon')} <Link to="/booking">{t('bookAtSalon')}</Link>
            </p>
          )}
          {list.length > 0 && (
            <>
              <p className="ah-salons__hint">{t('salonHint')}</p>
              <ul className="ah-salons__list">
                {list.map((s) => {
                  const salon = all.find((a) => a.id === s.salonId);
                  return (
                    <li key={s.salonId}>
                      <button
                        type="button"
                        className="ah-salon"
                        aria-pressed={chosen?.salonId === s.salonId}
                        disabled={!salon}
                        onClick={() => salon && choose(salon)}
                      >
                        <span className="ah-salon__name">{s.name}</span>
                        <span className="ah-salon__address">{s.address}</span>
                        <span className="ah-salon__distance">
                          {t('salonDistance', {
                            km: formatKm(s.distance, i18n.language === 'en' ? 'en' : 'vi'),
                            minutes: s.travelMinutes,
                          })}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {chosen && (
            <p className="ah-salons__travel" data-testid="travel-note">
              {t('travelNote', { minutes: chosen.travelMinutes })}
            </p>
          )}
        </section>
      )}
    </>
  );
}
