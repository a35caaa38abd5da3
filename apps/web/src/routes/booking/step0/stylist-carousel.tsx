import { formatRating } from '@salon/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SparkleIcon } from '../../../features/icons/icons.tsx';
import type { Stylist } from '@salon/domain/contracts';
import { customersLabel } from './time-rules.ts';

interface Props {
  stylists: readonly Stylist[];
  /** 0: the system picks; null: nothing chosen yet (same as 0 for the hours). */
  selectedId: number | null;
  onSelect: (s: Stylist | null) => void;
  /** The skinner chooser's own words (skinner-chooser.tsx); the stylists' by default. */
  texts?: CarouselTexts;
}

export interface CarouselTexts {
  list: string;
  systemPicks: string;
  skilled: string;
}

function StylistCard({
  s,
  selected,
  onSelect,
  skilled,
}: {
  s: Stylist;
  selected: boolean;
  onSelect: () => void;
  skilled: string;
}) {
  const { t, i18n } = useTranslation('booking-time');
  const [broken, setBroken] = useState(false);
  const customers = customersLabel(s.totalCutomer);
  const star = Number(s.ratingStar ?? s.star ?? 0);
  return (
    <li className="b-carousel__item b-carousel__item--stylist">
      <button type="button" className="b-card" aria-pressed={selected} onClick={onSelect}>
        {s.avatar && !broken ? (
          <img
            className="b-card__avatar"
            src={s.avatar}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            onError={() => setBroken(true)}
          />
        ) : (
          // No photo (or it failed to load): the stylist's initial instead.
          <span className="b-card__avatar b-card__avatar--initial" aria-hidden="true">
            {s.staffName.trim().split(/\s+/).pop()?.charAt(0) ?? '?'}
          </span>
        )}
        <span className="b-card__name">
          {s.staffName}
          {s.skillLevel > 1 && (
            <span className="b-card__star" role="img" aria-label={skilled} title={skilled}>
              ★
            </span>
          )}
        </span>
        {customers && (
          <span className="b-card__meta">
            {t('rating', {
              star: formatRating(star, i18n.language === 'en' ? 'en' : 'vi'),
              count: customers,
            })}
          </span>
        )}
      </button>
    </li>
  );
}

/** The stylist carousel: the first card lets the system pick the best stylist (stylistId 0). */
export function StylistCarousel({ stylists, selectedId, onSelect, texts }: Props) {
  const { t } = useTranslation('booking-time');
  const words = texts ?? { list: t('stylistList'), systemPicks: t('systemPicks'), skilled: t('skilled') };
  return (
    <ul className="b-carousel b-carousel--stylists" aria-label={words.list}>
      <li className="b-carousel__item b-carousel__item--stylist">
        <button type="button" className="b-card" aria-pressed={!selectedId} onClick={() => onSelect(null)}>
          <span className="b-card__avatar b-card__avatar--system" aria-hidden="true">
            <SparkleIcon />
          </span>
          <span className="b-card__name">{words.systemPicks}</span>
        </button>
      </li>
      {stylists.map((s) => (
        <StylistCard
          key={s.staffId}
          s={s}
          selected={selectedId === s.staffId}
          onSelect={() => onSelect(s)}
          skilled={words.skilled}
        />
      ))}
    </ul>
  );
}
