import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { rebookHref, visitToRebook } from '../../routes/booking/rebook/rebook-link.ts';
import './texts.ts';
import { useHistory } from './use-history.ts';

/** Home, logged in: the last visit with 'Đặt lại' (one-tap rebooking, issue 22); nothing before a first visit. */
export function LastVisit() {
  const { t } = useTranslation('history');
  const last = useHistory(1).data?.data.items[0];
  if (!last) return null;
  return (
    <section className="upcoming last-visit" aria-labelledby="last-visit-title" data-testid="last-visit">
      <h2 id="last-visit-title">{t('lastVisit')}</h2>
      <div className="booking-card last-visit__card">
        <p>
          <strong>{last.salonName}</strong>
        </p>
        <p>{t('at', { hour: last.hourBook, date: last.dateBook })}</p>
        <p>{last.services.map((s) => s.name).join(', ')}</p>
        <p>{t('stylist', { name: last.stylist.name })}</p>
        <Link className="btn btn--primary" to={rebookHref(visitToRebook(last))} data-testid="rebook">
          {t('rebook')}
        </Link>
      </div>
    </section>
  );
}
