import { formatDate, formatMoney } from '@salon/domain';
import type { VisitItem } from '@salon/domain/contracts';
import { useState } from 'react';
import { usePageLang, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { rebookHref, visitToRebook } from '../../routes/booking/rebook/rebook-link.ts';
import { ImageRatingDialog } from './image-rating-dialog.tsx';
import { useImageAction } from './use-history.ts';

/** One past visit: where and when, services, stylist, money, offers, result photos and the actions. */
export function VisitCard({ visit, onRate }: { visit: VisitItem; onRate: (v: VisitItem) => void }) {
  const { t } = useTranslation('history');
  const lang = usePageLang();
  const images = useImageAction();
  const [ratingImages, setRatingImages] = useState(false);
  return (
    <li className="visit" data-testid="visit" data-visit-id={visit.id}>
      <div className="visit__head">
        <div>
          <h3 className="visit__salon">{visit.salonName}</h3>
          <p className="visit__muted">{visit.salonAddress}</p>
          <p className="visit__when">{t('at', { hour: visit.hourBook, date: formatDate(visit.dateBook) })}</p>
        </div>
        <p className="visit__paid">
          <span className="visit__muted">{t('paid')}</span>
          <strong>{formatMoney(visit.moneyPaid, lang)}</strong>
        </p>
      </div>
      <ul className="visit__services">
        {visit.services.map((s) => (
          <li key={s.serviceId}>
            <span>{s.name}</span> <span className="visit__muted">{formatMoney(s.price, lang)}</span>
          </li>
        ))}
      </ul>
      {visit.promotions.map((p) => (
        <p key={p.name} className="visit__promo">
          {t('promotion', { name: p.name, money: formatMoney(p.amount, lang) })}
        </p>
      ))}
      <p className="visit__stylist">
        {visit.stylist.avatar && <img src={visit.stylist.avatar} alt="" width={32} height={32} />}
        {t('stylist', { name: visit.stylist.name })}
      </p>
      {visit.images.length > 0 && (
        <figure className="visit__photos">
          <figcaption className="visit__muted">{t('photos')}</figcaption>
          <div className="visit__photo-row">
            {visit.images.map((src, i) => (
              <img
                key={src}
                src={src}
                alt={t('photoAlt', { n: i + 1 })}
                width={96}
                height={96}
                loading="lazy"
              />
            ))}
          </div>
        </figure>
      )}
      <div className="visit__actions">
        <Link className="btn btn--primary" to={rebookHref(visitToRebook(visit))} data-testid="rebook">
          {t('rebook')}
        </Link>
        {visit.rating ? (
          <span className="visit__rated" data-testid="visit-rated">
            {t('rated', { stars: visit.rating.stars })}
          </span>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => onRate(visit)}>
            {t('rate')}
          </button>
        )}
        {visit.images.length > 0 &&
          (visit.imageStars ? (
            <span className="visit__muted">{t('imageStars', { stars: visit.imageStars })}</span>
          ) : (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={images.isPending}
              onClick={() => setRatingImages(true)}
            >
              {t('rateImages')}
            </button>
          ))}
        {visit.images.length > 0 &&
          (visit.imageReported ? (
            <span className="visit__muted">{t('reported')}</span>
          ) : (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={images.isPending}
              onClick={() => images.mutate({ kind: 'report', visitId: visit.id })}
            >
              {t('reportImages')}
            </button>
          ))}
      </div>
      {ratingImages && (
        <ImageRatingDialog visitId={visit.id} images={visit.images} onClose={() => setRatingImages(false)} />
      )}
    </li>
  );
}
