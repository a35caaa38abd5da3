import {
  formatMoney,
  isValidTopupAmount,
  message,
  parseTopupInput,
  TOPUP_CHOICES,
  TOPUP_MAX,
  TOPUP_MIN,
} from '@salon/domain';
import type { TopupBody, TopupStartAnswer } from '@salon/domain/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { openLoginModal } from '../../features/auth/login-modal-store.ts';
import { LoginRequiredPage } from '../../features/auth/login-required-page.tsx';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { LedgerList } from '../../features/wallet/ledger-list.tsx';
import { useWallet } from '../../features/wallet/use-wallet.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './topup.css';
import './topup-texts.ts';

/** /nap-tien (issue 19): one of the offered amounts or a typed one, then the payment provider. */
export default function TopupPage() {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { user, isLoading } = useCurrentUser();
  const wallet = useWallet(user !== null);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<number | null>(TOPUP_CHOICES[1]);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const customId = useId();
  const hintId = useId();
  const errorId = useId();

  const amount = custom.trim() ? parseTopupInput(custom) : choice;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (amount === null || !isValidTopupAmount(amount)) {
      setError(message('topupAmountInvalid', lang));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const { data } = await api<TopupStartAnswer>('POST', '/api/v1/wallet/topups', {
        body: { amount } satisfies TopupBody,
      });
      // The development provider answers our own result page; a real one, its payment page.
      if (data.payUrl.startsWith('/')) navigate(data.payUrl);
      else window.location.assign(data.payUrl);
    } catch (err) {
      setSending(false);
      if (err instanceof ApiError && err.status === 401) openLoginModal();
      setError(
        err instanceof ApiError && err.data?.message ? err.data.message : message('topupAmountInvalid', lang),
      );
    }
  }

  if (isLoading) return <div className="page topup" aria-busy="true" />;
  if (!user)
    return (
      <LoginRequiredPage className="topup" title={t('title')} text={t('login')} button={t('loginButton')} />
    );

  const invalid = error !== null;
  return (
    <div className="page topup">
      <h1>{t('title')}</h1>
      <p className="topup__balance">
        {t('balance')}: <strong data-testid="topup-balance">{formatMoney(user.accountBalance, lang)}</strong>
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset className="topup__choices">
          <legend>{t('choose')}</legend>
          <div className="topup__grid">
            {TOPUP_CHOICES.map((value) => (
              <button
                key={value}
                type="button"
                className="btn btn--ghost topup__choice"
                aria-pressed={!custom.trim() && choice === value}
                onClick={() => {
                  setChoice(value);
                  setCustom('');
                  setError(null);
                }}
              >
                {formatMoney(value, lang)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="topup__custom">
          <label htmlFor={customId}>{t('custom')}</label>
          <input
            id={customId}
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            value={custom}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
            onChange={(e) => {
              setCustom(e.target.value);
              setError(null);
            }}
          />
          <p id={hintId} className="topup__hint">
            {t('customHint', { min: formatMoney(TOPUP_MIN, lang), max: formatMoney(TOPUP_MAX, lang) })}
          </p>
        </div>
        {error && (
          <p id={errorId} className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={sending}
          data-testid="topup-submit"
        >
          {sending
            ? t('sending')
            : amount !== null && isValidTopupAmount(amount)
              ? t('submit', { amount: formatMoney(amount, lang) })
              : t('submitEmpty')}
        </button>
      </form>
      <LedgerList entries={wallet.data?.entries ?? []} />
    </div>
  );
}
