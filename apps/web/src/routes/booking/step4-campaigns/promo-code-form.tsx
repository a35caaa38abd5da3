import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../api/client.ts';
import { toast } from '../../../features/toast/toast-store.ts';
import { CAMPAIGNS_KEY, claimPromotionCode } from '../shared/campaign-api.ts';
import { QrScanner } from './qr-scanner.tsx';

/** Code entry (apply disabled when empty) and QR scan; the server's message shows under the input. */
export function PromoCodeForm({ phone }: { phone: string }) {
  const { t } = useTranslation('campaigns');
  const { t: tm } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await claimPromotionCode(trimmed, phone);
      toast.success(tm('msg.promoCodeSuccess'));
      setCode('');
      await queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_KEY] });
    } catch (err) {
      // A non-200 answer carries the server's message; anything else is a network failure.
      const message =
        err instanceof ApiError && err.data?.message ? err.data.message : tm('msg.promoNetworkError');
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="promo-code">
      <form
        className="promo-code__form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(code);
        }}
      >
        <label htmlFor={inputId} className="promo-code__label">
          {t('codeLabel')}
        </label>
        <div className="promo-code__row">
          <input
            id={inputId}
            className="input"
            value={code}
            maxLength={32}
            autoComplete="off"
            placeholder={t('codePlaceholder')}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="btn btn--primary" disabled={code.trim() === '' || busy}>
            {t('codeApply')}
          </button>
        </div>
        {error && (
          <p id={errorId} className="promo-code__error" role="alert">
            {error}
          </p>
        )}
      </form>
      <QrScanner
        onCode={(scanned) => {
          setCode(scanned);
          void submit(scanned);
        }}
        onProblem={setError}
      />
    </div>
  );
}
