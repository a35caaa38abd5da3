import { EXCLUDED_SALON_ID, formatDate, salonsByCity } from '@salon/domain';
import { useState } from 'react';
import { filterSalons, SalonFilter, type SalonFilterValue } from './salon-filter.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { SALONS_NS } from '../../features/salons/salon-texts.ts';
import type { Salon } from '@salon/domain/contracts';
import { useProvinces, useSalons } from '../../features/salons/use-salon-lists.ts';
import { useSalonOff } from '../../features/salons/use-salon-off.ts';
import { ClosedIcon } from '../../features/icons/icons.tsx';
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

function SalonRow({ salon }: { salon: Salon }) {
  const { t } = useTranslation(SALONS_NS);
  const { t: tm } = useTranslation();
  const closed = Boolean(salon.closedUntil);
  const training = salon.id === EXCLUDED_SALON_ID;
  return (
    <li
      className={closed ? 'system-salon__row system-salon__row--closed' : 'system-salon__row'}
      data-salon-id={salon.id}
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
  const [filter, setFilter] = useState<SalonFilterValue>({ cityId: null, district: null, text: '' });
  const all = salons.data ?? [];
  const allCities = salonsByCity(provinces.data ?? [], all);
  const shown = filterSalons(all, filter);
  const cities = salonsByCity(provinces.data ?? [], shown);
  const loading = provinces.isPending || salons.isPending;
  return (
    <div className="page system-salon">
      <h1>{t('systemSalon.title')}</h1>
      <p>{ts('system.intro', { brand: t('brand') })}</p>
      <SalonFilter salons={all} cities={allCities} value={filter} onChange={setFilter} found={shown.length} />
      {loading && <p aria-busy="true">{t('common.loading')}</p>}
      {cities.map((c) => (
        <section key={c.cityId} className="system-salon__city" aria-labelledby={`city-${c.cityId}`}>
          <h2 id={`city-${c.cityId}`}>
            {c.cityName} ({c.salons.length})
          </h2>
          <ul className="system-salon__list">
            {c.salons.map((s) => (
              <SalonRow key={s.id} salon={s} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
