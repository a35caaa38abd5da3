import { formatMoney } from '@salon/domain';
import type { PayBookingBody, PayWithBalanceAnswer } from '@salon/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../api/client.ts';
import { usePageLang, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { CURRENT_USER_KEY, useCurrentUser } from '../auth/use-current-user.ts';
import { useWallet, WALLET_KEY } from './use-wallet.ts';
import './wallet-texts.ts';
import './wallet.css';

/**
 * 'Thanh toán bằng số dư' for a booking's total (issue 19): shown to a logged-in customer; the server
 * debits once, only its owner, never below zero, and records it on the booking. `held` is what the
 * booking already holds from the balance (a change can make it dearer: then only the rest is due).
 */
export function PayWithBalance({
  bookingId,
  total,
  held,
}: {
  bookingId: number;
  total: number;
  held: number;
}) {
  const { t } = useTranslation('wallet');
  const lang = usePageLang();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'paying' }
    | { kind: 'paid'; paid: number; balance: number }
    | { kind: 'error'; text: string }
  >({ kind: 'idle' });
  const wallet = useWallet(user !== null && total > 0);
  if (!user || total <= 0) return null;
  const due = Math.max(0, total - held);
  // Paid earlier (another visit of this page): the booking's record says so.
  const shown =
    state.kind === 'idle' && held > 0 && due === 0
      ? { kind: 'paid' as const, paid: held, balance: wallet.data?.balance ?? user.accountBalance }
      : state;

  async function pay() {
    setState({ kind: 'paying' });
    try {
      const { data } = await api<PayWithBalanceAnswer>('POST', '/api/v1/wallet/pay-booking', {
        body: { bookingId } satisfies PayBookingBody,
      });
      setState({ kind: 'paid', paid: held + data.paid, balance: data.balance });
      void queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
      void queryClient.invalidateQueries({ queryKey: ['booking', 'detail', bookingId] });
      void queryClient.invalidateQueries({ queryKey: [WALLET_KEY] });
    } catch (err) {
      setState({
        kind: 'error',
        text: err instanceof ApiError && err.data?.message ? err.data.message : String(err),
      });
    }
  }

  const balance = wallet.data?.balance ?? user.accountBalance;
  const short = balance < due;
  return (
    <section
      className="pay-balance"
      aria-labelledby={`pay-balance-${bookingId}`}
      data-testid="pay-with-balance"
    >
      <h2 id={`pay-balance-${bookingId}`} className="pay-balance__title">
        {t('title')}
      </h2>
      {shown.kind === 'paid' ? (
        <p role="status" className="pay-balance__done">
          {t('paid', { paid: formatMoney(shown.paid, lang), balance: formatMoney(shown.balance, lang) })}
        </p>
      ) : (
        <>
          {held > 0 && (
            <p className="pay-balance__held">
              {t('paidPart', { paid: formatMoney(held, lang), rest: formatMoney(due, lang) })}
            </p>
          )}
          <p className="pay-balance__balance">{t('balance', { balance: formatMoney(balance, lang) })}</p>
          {short && <p className="pay-balance__short">{t('short')}</p>}
          {shown.kind === 'error' && (
            <p className="notice notice--error" role="alert">
              {shown.text}
            </p>
          )}
          <div className="pay-balance__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={short || shown.kind === 'paying'}
              onClick={() => void pay()}
            >
              {shown.kind === 'paying' ? t('paying') : t('pay', { total: formatMoney(due, lang) })}
            </button>
            {short && (
              <Link to="/nap-tien" className="btn btn--ghost">
                {t('topup')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
