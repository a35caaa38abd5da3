import { formatMoney } from '@salon/domain';
import type { LedgerEntry } from '@salon/domain/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './wallet-texts.ts';
import './wallet.css';

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The balance's latest movements, newest first: what came in (top-ups) and what went out (bookings). */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useTranslation('wallet');
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
              <small className="ledger__when">{dateFormat.format(new Date(e.createdAt))}</small>
            </span>
            <span className={e.amount > 0 ? 'ledger__in' : 'ledger__out'}>
              {e.amount > 0 ? '+' : '−'}
              {formatMoney(Math.abs(e.amount))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
