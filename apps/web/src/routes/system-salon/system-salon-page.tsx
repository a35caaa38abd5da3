import { EXCLUDED_SALON_ID, formatDate, salonsByCity } from '@salon/domain';
import { useState } from 'react';
import { filterSalons, SalonFilter, type SalonFilterValue } from './salon-filter.tsx';
import { DEFAULT_RADIUS, NearMeFilter } from './near-me-filter.tsx';
import { SalonMap } from './salon-map.tsx';
import { type FinderMode, goToSalon, mapPoints, nearbySalons } from './salon-finder.ts';
import { locateMe, useNearMe } from '../../features/salons/near-me-store.ts';
import './system-salon.css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { SALONS_NS } from '../../features/salons/salon-texts.ts';
import type { Salon } from '@salon/domain/contracts';
import { useProvinces, useSalons } from '../../features/salons/use-salon-lists.ts';
import { useSalonOff } from '../../features/salons/use-salon-off.ts';
import { ClosedIcon } from '../../features/icons/icons.tsx';
import { formatKm } from '../../features/salons/salon-card.tsx';
import '../../features/salons/salons.css';

const bookingLink = (id: number) => `/booking?salonId=${id}&phone=0&step=0`;

/** A salon closed today: no 'Đặt lịch ngay', the closure's last day and the chain's backups instead. */
function ClosedNotice({ salon }: { salon: Salon }) {
  const { t } = useTranslation(SALONS_NS);
  const backups = useSalonOff(salon.id).data?.salonBackUp ?? [];
  return (
    <div className="system-salon__closed">
      <span className="system-salon__closed-badge">
        <ClosedIcon /> {t('closed.until', { date: salon.closedUntil ? formatDate(salon.closedUntil) : '' })}
      </span>
      {backups.length > 0 && (
        <>
          <span>{t('closed.backups')}</span>
          <ul className="system-salon__backups">
            {backups.map((b) => (
              <li key={b.salonId}>
                <Link to={bookingLink(b.salonId)} aria-label={t('system.bookAt', { name: b.salon.name })}>
                  {b.salon.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function SalonRow({ salon, km }: { salon: Salon; km?: number }) {
  const { t, i18n } = useTranslation(SALONS_NS);
  const { t: tm } = useTranslation();
  const closed = Boolean(salon.closedUntil);
  const training = salon.id === EXCLUDED_SALON_ID;
  return (
    <li
      className={closed ? 'system-salon__row system-salon__row--closed' : 'system-salon__row'}
      data-salon-id={salon.id}
      id={`salon-${salon.id}`}
      tabIndex={-1}
    >
      <img
        className="system-salon__photo"
        src={salon.images[0] ?? '/images/salon-default.svg'}
        alt=""
        width={320}
        height={200}
        loading="lazy"
      />
      <span className="system-salon__name">{salon.name}</span>
      <span>{salon.addressNew}</span>
      {km !== undefined && (
        <span className="system-salon__distance">
          {t('tags.distance', { km: formatKm(km, i18n.language) })}
        </span>
      )}
      {/* The training salon (the one search and nearby lists leave out) takes no booking here. */}
      {training && <span className="system-salon__training">{salon.warnText ?? salon.tag}</span>}
      <span className="system-salon__actions">
        <span>
          {t('system.hotline')}: <a href={`tel:${salon.hotline}`}>{salon.hotline}</a>
        </span>
        {salon.map ? (
          <a
            href={salon.map}
            target="_blank"
            rel="noreferrer"
            aria-label={t('system.directionsTo', { name: salon.name })}
          >
            {t('system.directions')}
          </a>
        ) : (
          <span className="system-salon__nomap">{tm('msg.salonNoDirections')}</span>
        )}
        {!closed && !training && (
          <Link
            className="btn btn--primary"
            to={bookingLink(salon.id)}
            aria-label={t('system.bookAt', { name: salon.name })}
          >
            {t('system.bookNow')}
          </Link>
        )}
      </span>
      {closed && <ClosedNotice salon={salon} />}
    </li>
  );
}

/** Every salon by city: Hà Nội first, TP Hồ Chí Minh second, then other provinces with salons. */
export default function SystemSalonPage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SALONS_NS);
  const provinces = useProvinces();
  const salons = useSalons();
  const { t: tf } = useTranslation('salonFinder');
  const { t: tmap } = useTranslation('salonMap');
  const [filter, setFilter] = useState<SalonFilterValue>({ cityId: null, district: null, text: '' });
  const near = useNearMe();
  const [forgotten, setForgotten] = useState(false);
  const [radius, setRadius] = useState(DEFAULT_RADIUS);
  const here = near.status === 'found' && !forgotten ? near.point : null;
  const all = salons.data ?? [];
  const allCities = salonsByCity(provinces.data ?? [], all);
  const shown = filterSalons(all, filter);
  const cities = salonsByCity(provinces.data ?? [], shown);
  const nearby = here ? nearbySalons(shown, here, radius) : null;
  const loading = provinces.isPending || salons.isPending;
  // The whole chain: a point a city; a city, words or a position: a point a salon.
  const mode: FinderMode = here
    ? 'nearby'
    : filter.cityId === null && filter.text.trim() === ''
      ? 'overview'
      : 'filtered';
  const points = mapPoints(mode, cities, nearby?.map((n) => n.salon) ?? shown, {
    city: (city, n) => tmap('city', { city, n }),
    salon: (name) => tmap('salon', { name }),
  });
  const pick = (key: string) => {
    const [kind, id] = key.split('-');
    if (kind === 'city') setFilter({ cityId: Number(id), district: null, text: '' });
    else goToSalon(Number(id));
  };
  return (
    <div className="page system-salon">
      <h1>{t('systemSalon.title')}</h1>
      <p>{ts('system.intro', { brand: t('brand') })}</p>
      <div className="system-salon__finder">
        <div>
          <SalonFilter
            salons={all}
            cities={allCities}
            value={filter}
            onChange={setFilter}
            found={nearby ? nearby.length : shown.length}
          />
          <NearMeFilter
            active={here !== null}
            radius={radius}
            onRadius={setRadius}
            onLocate={() => {
              setForgotten(false);
              void locateMe();
            }}
            onForget={() => setForgotten(true)}
          />
        </div>
        <SalonMap points={points} here={here} onPick={pick} />
      </div>
      {loading && <p aria-busy="true">{t('common.loading')}</p>}
      {nearby ? (
        <section className="system-salon__city" aria-labelledby="city-nearby">
          <h2 id="city-nearby">{tf('nearby', { n: nearby.length })}</h2>
          {nearby.length === 0 && <p>{t('msg.noSalonNearby')}</p>}
          <ul className="system-salon__list">
            {nearby.map(({ salon, km }) => (
              <SalonRow key={salon.id} salon={salon} km={km} />
            ))}
          </ul>
        </section>
      ) : (
        // The chain's cities fold away (the map and their counts are the overview); a filter opens its matches.
        cities.map((c) => (
          <details key={c.cityId} className="system-salon__city" open={mode !== 'overview'}>
            <summary>
              <h2 id={`city-${c.cityId}`}>
                {c.cityName} ({c.salons.length})
              </h2>
            </summary>
            <ul className="system-salon__list" aria-labelledby={`city-${c.cityId}`}>
              {c.salons.map((s) => (
                <SalonRow key={s.id} salon={s} />
              ))}
            </ul>
          </details>
        ))
      )}
    </div>
  );
}
