import { formatMoney } from '@salon/domain';
import type { TopupResultAnswer } from '@salon/domain/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { CURRENT_USER_KEY } from '../../features/auth/use-current-user.ts';
import { WALLET_KEY } from '../../features/wallet/use-wallet.ts';
import { usePageLang, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import './topup.css';
import './topup-texts.ts';

const REF = /^[A-Z0-9]{1,40}$/;
/** How long the page keeps asking while the provider has not called back yet. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 120_000;

/**
 * /nap-tien/ket-qua?ref= (the provider's return address): the result as the server recorded it from
 * the provider's callback. The return URL's own vnp_* parameters are never read as the result.
 */
export default function TopupResultPage() {
  const { t } = useTranslation('topup');
  const lang = usePageLang();
  const [params] = useSearchParams();
  const raw = params.get('ref') ?? params.get('vnp_TxnRef') ?? '';
  const ref = REF.test(raw) ? raw : null;
  const queryClient = useQueryClient();
  const started = useRef(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);

  const query = useQuery({
    queryKey: ['topup', ref],
    queryFn: ({ signal }) => api<TopupResultAnswer>('GET', `/api/v1/wallet/topups/${ref}`, { signal }),
    enabled: ref !== null,
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.data.status === 'pending' && Date.now() - started.current < POLL_FOR_MS ? POLL_MS : false,
  });
  const result = query.data?.data;

  useLayoutEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  // The header's balance follows once the server says the money is in.
  useEffect(() => {
    if (result?.status !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
    void queryClient.invalidateQueries({ queryKey: [WALLET_KEY] });
  }, [result?.status, queryClient]);

  const title = result?.status === 'paid' ? t('paid') : t('resultTitle');
  const error = query.error instanceof ApiError ? query.error.data?.message : null;
  return (
    <div className="page topup">
      <h1 ref={heading} tabIndex={-1} className="topup__title">
        {title}
      </h1>
      {!ref && <p role="alert">{t('noRef')}</p>}
      {ref && query.isPending && <p aria-busy="true">{t('checking')}</p>}
      {query.isError && (
        <p className="notice notice--error" role="alert">
          {error ?? t('noRef')}
        </p>
      )}
      {result && (
        <>
          <p role="status" data-testid="topup-status" data-status={result.status}>
            {result.status === 'paid' ? null : t(result.status)}
          </p>
          <dl className="topup__details">
            <div className="topup__row">
              <dt>{t('amount')}</dt>
              <dd>{formatMoney(result.amount, lang)}</dd>
            </div>
            <div className="topup__row">
              <dt>{t('reference')}</dt>
              <dd>{result.txnRef}</dd>
            </div>
            <div className="topup__row">
              <dt>{result.status === 'paid' ? t('newBalance') : t('balance')}</dt>
              <dd data-testid="topup-new-balance">{formatMoney(result.balance, lang)}</dd>
            </div>
          </dl>
        </>
      )}
      <div className="topup__actions">
        {result?.status === 'paid' && (
          <Link to="/booking" className="btn btn--primary">
            {t('booking')}
          </Link>
        )}
        <Link to="/nap-tien" className="btn btn--ghost">
          {t('again')}
        </Link>
        <Link to="/" className="btn btn--ghost">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
