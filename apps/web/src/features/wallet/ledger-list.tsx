import { formatDateTime, formatMoney } from '@salon/domain';
import type { LedgerEntry } from '@salon/domain/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './wallet-texts.ts';
import './wallet.css';

/** The balance's latest movements, newest first: what came in (top-ups) and what went out (bookings). */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  const { t, i18n } = useTranslation('wallet');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  if (entries.length === 0) return null;
  return (
    <section className="ledger" aria-labelledby="ledger-title">
      <h2 id="ledger-title" className="ledger__title">
        {t('ledgerTitle')}
      </h2>
      <ul className="ledger__list" data-testid="ledger">
        {entries.map((e) => (
          <li key={e.id} className="ledger__row">
            <span className="ledger__what">
              {e.kind === 'booking' || e.kind === 'refund'
                ? t(e.kind === 'booking' ? 'kindBooking' : 'kindRefund', { id: e.bookingId ?? '' })
                : t(`kind_${e.kind}`, { id: e.bookingId ?? '' })}
              <small className="ledger__when">{formatDateTime(e.createdAt)}</small>
            </span>
            <span className={e.amount > 0 ? 'ledger__in' : 'ledger__out'}>
              {e.amount > 0 ? '+' : '−'}
              {formatMoney(Math.abs(e.amount), lang)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
