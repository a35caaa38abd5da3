import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** A rating's send button: disabled, with the reason beside it, until the customer has chosen stars. */
export function SendButton({ chosen, pending }: { chosen: boolean; pending: boolean }) {
  const { t } = useTranslation('history');
  const hintId = useId();
  return (
    <>
      {!chosen && (
        <p id={hintId} className="rating-dialog__hint" data-testid="rating-hint">
          {t('chooseStars')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={!chosen || pending}
        aria-describedby={chosen ? undefined : hintId}
      >
        {pending ? t('sending') : t('send')}
      </button>
    </>
  );
}
