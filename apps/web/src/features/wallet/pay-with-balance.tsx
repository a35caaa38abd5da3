import { formatMoney } from '@salon/domain';
import type { PayWithBalanceAnswer } from '@salon/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { CURRENT_USER_KEY, useCurrentUser } from '../auth/use-current-user.ts';
import './wallet-texts.ts';
import './pay-with-balance.css';

/**
 * 'Thanh toán bằng số dư' for a booking's total (issue 19): shown to a logged-in customer; the server
 * debits once, only its owner, never below zero, and records it on the booking.
 */
export function PayWithBalance({ bookingId, total }: { bookingId: number; total: number }) {
  const { t } = useTranslation('wallet');
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'paying' }
    | { kind: 'paid'; paid: number; balance: number }
    | { kind: 'error'; text: string }
  >({ kind: 'idle' });
  if (!user || total <= 0) return null;

  async function pay() {
    setState({ kind: 'paying' });
    try {
      const { data } = await api<PayWithBalanceAnswer>('POST', '/api/v1/wallet/pay-booking', {
        body: { bookingId },
      });
      setState({ kind: 'paid', paid: data.paid, balance: data.balance });
      void queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
    } catch (err) {
      setState({
        kind: 'error',
        text: err instanceof ApiError && err.data?.message ? err.data.message : String(err),
      });
    }
  }

  const short = user.accountBalance < total;
  return (
    <section
      className="pay-balance"
      aria-labelledby={`pay-balance-${bookingId}`}
      data-testid="pay-with-balance"
    >
      <h2 id={`pay-balance-${bookingId}`} className="pay-balance__title">
        {t('title')}
      </h2>
      {state.kind === 'paid' ? (
        <p role="status" className="pay-balance__done">
          {t('paid', { paid: formatMoney(state.paid), balance: formatMoney(state.balance) })}
        </p>
      ) : (
        <>
          <p className="pay-balance__balance">
            {t('balance', { balance: formatMoney(user.accountBalance) })}
          </p>
          {short && <p className="pay-balance__short">{t('short')}</p>}
          {state.kind === 'error' && (
            <p className="notice notice--error" role="alert">
              {state.text}
            </p>
          )}
          <div className="pay-balance__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={short || state.kind === 'paying'}
              onClick={() => void pay()}
            >
              {state.kind === 'paying' ? t('paying') : t('pay', { total: formatMoney(total) })}
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
