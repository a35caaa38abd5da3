import { formatDate, formatDecimal, type SalonTag, travelMinutes } from '@salon/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ClosedIcon, ParkingIcon } from '../icons/icons.tsx';
import type { Salon } from '@salon/domain/contracts';
import { SALONS_NS } from './salon-texts.ts';
import './salons.css';

export const DEFAULT_SALON_IMAGE = '/images/salon-default.svg';

interface Props {
  salon: Salon;
  tags: SalonTag[];
  /** The nearest card also shows travel minutes. */
  showMinutes?: boolean;
  distance?: number | null;
  chosen?: boolean;
  onChoose: (salon: Salon) => void;
}

/** A distance in km with one decimal, the page's decimal mark: '2,5' (vi), '2.5' (en). */
export function formatKm(km: number, lang: string): string {
  return formatDecimal(km, lang === 'en' ? 'en' : 'vi', 1);
}

/** A salon as a card: image (default image when it fails), name, address, parking, tags. */
export function SalonCard({ salon, tags, showMinutes, distance, chosen, onChoose }: Props) {
  const { t, i18n } = useTranslation(SALONS_NS);
  const image = salon.images[0] ?? DEFAULT_SALON_IMAGE;
  const closedDate = salon.closedUntil ? formatDate(salon.closedUntil) : undefined;
  return (
    <button
      type="button"
      className={`salon-card${chosen ? ' salon-card--chosen' : ''}${closedDate ? ' salon-card--closed' : ''}`}
      aria-pressed={chosen ?? false}
      data-salon-id={salon.id}
      onClick={() => onChoose(salon)}
    >
      <img
        className="salon-card__img"
        src={image}
        alt=""
        loading="lazy"
        width={320}
        height={200}
        onError={(e) => {
          const img = e.currentTarget;
          if (!img.src.endsWith(DEFAULT_SALON_IMAGE)) img.src = DEFAULT_SALON_IMAGE;
        }}
      />
      {closedDate && (
        <span className="salon-card__closed-badge">
          <ClosedIcon /> {t('closed.badge')}
        </span>
      )}
      <span className="salon-card__body">
        <span className="salon-card__name">{salon.name}</span>
        {closedDate && (
          // Choosing it opens the salon-closed popup with the chain's backups (001 §4 salon-off).
          <span className="salon-card__closed">
            {t('closed.until', { date: closedDate })}. {t('closed.pick')}
          </span>
        )}
        <span className="salon-card__address">{salon.addressNew}</span>
        {salon.parking && (
          <span className="salon-card__parking">
            <ParkingIcon /> {t('parking')}
          </span>
        )}
        {showMinutes && distance != null && (
          <span className="salon-card__minutes">{t('travelMinutes', { n: travelMinutes(distance) })}</span>
        )}
        {tags.length > 0 && (
          <span className="salon-card__tags">
            {tags.map((tag) => (
              <span key={tag.kind} className={`salon-tag salon-tag--${tag.kind}`}>
                {tag.kind === 'distance'
                  ? t('tags.distance', { km: formatKm(tag.km, i18n.language) })
                  : t(`tags.${tag.kind}`)}
              </span>
            ))}
          </span>
        )}
      </span>
    </button>
  );
}
