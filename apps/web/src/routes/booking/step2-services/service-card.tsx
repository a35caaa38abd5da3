import { type DayPrice, dayPriceNote, formatPrice, formatPriceLabel, servedIn } from '@salon/domain';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { displayName } from '../shared/chosen-services.ts';
import { ServiceImage } from '../shared/service-image.tsx';
import { CampaignTagItems } from './campaign-tags.tsx';
import { useAtHome } from '../../booking-at-home/use-at-home.ts';
import type { ServiceItem } from '../shared/service-types.ts';

interface Props {
  service: ServiceItem;
  isChosen: (id: number) => boolean;
  onToggle: (id: number) => void;
  onDetail: (groupId: number) => void;
  /** 'Xong' of the bottom bar, offered again right after a chosen service for keyboard users. */
  onDone: () => void;
  /** The service's price on the booking's day (special-day prices said in words). */
  priceOn: (s: ServiceItem) => DayPrice;
  headingLevel: 3 | 4;
}

/** One service: picture, name and version, prices, tags, choose button; its children as add-on chips. */
export function ServiceCard({
  service: s,
  isChosen,
  onToggle,
  onDetail,
  onDone,
  priceOn,
  headingLevel,
}: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t, i18n } = useTranslation('services');
  const price = priceOn(s);
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const note = dayPriceNote(price, lang);
  const chosen = isChosen(s.serviceId);
  const name = displayName(s);
  // 001 §4: delivery type 2 is served at home only; a salon booking cannot take it (the server refuses too).
  // At home the list holds only types 2 and 3 (use-service-list.ts).
  const atHome = useAtHome();
  const atHomeOnly = !servedIn(s.serviceDeliveryType, atHome);
  const reasonId = useId();
  return (
    <article className={chosen ? 'svc-card svc-card--chosen' : 'svc-card'} data-service-id={s.serviceId}>
      <ServiceImage className="svc-card__img" src={s.serviceImage[0]} alt="" />
      <div className="svc-card__body">
        <Heading className="svc-card__name">{s.name}</Heading>
        {s.versionName && <p className="svc-card__version">{s.versionName}</p>}
        <p className="svc-card__sub">{s.subtitle}</p>
        {atHomeOnly && (
          <p className="svc-card__home-only" id={reasonId}>
            {t('atHomeOnly')}
          </p>
        )}
        <ul className="svc-card__tags">
          {s.used && <li className="svc-tag svc-tag--used">{t('used')}</li>}
          <CampaignTagItems tags={s.campaignTags} />
          {s.tags.map((tag) => (
            <li key={tag} className="svc-tag">
              {tag}
            </li>
          ))}
        </ul>
        <p className="svc-card__price">
          <span className="svc-price">{formatPriceLabel(price.price, lang)}</span>
          {price.oldPrice !== null && (
            <del className="svc-price--old">{formatPrice(price.oldPrice, lang)}</del>
          )}
          <span className="svc-card__time">{t('minutes', { n: s.timeServe })}</span>
        </p>
        {note && (
          <p
            className={price.specialDay ? 'svc-card__day-note svc-card__day-note--on' : 'svc-card__day-note'}
          >
            {note}
          </p>
        )}
        {(s.listService ?? []).map((child) => (
          <button
            key={child.serviceId}
            type="button"
            className="svc-child"
            aria-pressed={isChosen(child.serviceId)}
            onClick={() => onToggle(child.serviceId)}
          >
            {isChosen(child.serviceId) ? '✓ ' : '+ '}
            {child.name} · {formatPriceLabel(child.priceNum, lang)}
          </button>
        ))}
        <div className="svc-card__actions">
          <button
            type="button"
            className={chosen ? 'btn btn--primary svc-card__choose' : 'btn svc-card__choose'}
            aria-pressed={chosen}
            aria-label={t(chosen ? 'unchooseNamed' : 'chooseNamed', { name })}
            disabled={atHomeOnly && !chosen}
            aria-describedby={atHomeOnly ? reasonId : undefined}
            onClick={() => onToggle(s.serviceId)}
          >
            {chosen ? `✓ ${t('chosen')}` : t('choose')}
          </button>
          {chosen && (
            <button type="button" className="btn svc-card__next" onClick={onDone}>
              {t('continueToTime')} →
            </button>
          )}
          {s.hasDetail && (
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={t('detailNamed', { name })}
              onClick={() => onDetail(s.groupId)}
            >
              {t('detail')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
