import type { SpinAnswer } from '@salon/domain/contracts';
import { Modal } from '../../features/modal/modal.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';

/** The prize the server drew, shown once the wheel stopped on it (at once with reduced motion). */
export function SpinResultDialog({
  result,
  onClose,
  onSpinAgain,
}: {
  result: SpinAnswer['data'] | null;
  onClose: () => void;
  onSpinAgain: (() => void) | null;
}) {
  const { t, i18n } = useTranslation('lucky');
  const gift = result?.gift;
  const name = gift ? (i18n.language === 'en' ? gift.nameEn : gift.name) : '';
  return (
    <Modal open={result !== null} title={t('resultTitle')} onClose={onClose} width={400}>
      {gift && (
        <div className="spin-result" data-testid="spin-result" data-kind={gift.kind}>
          {gift.kind === 'none' ? (
            <p className="spin-result__none">{t('resultNone')}</p>
          ) : (
            <>
              <p>{t('resultWon')}</p>
              <p className="spin-result__prize" data-testid="spin-prize">
                {name}
              </p>
            </>
          )}
          {gift.kind === 'voucher' && <p className="spin-result__hint">{t('resultVoucher')}</p>}
          <div className="spin-result__actions">
            {gift.kind === 'voucher' && (
              <Link to="/booking" className="btn btn--primary">
                {t('useNow')}
              </Link>
            )}
            {onSpinAgain && (
              <button type="button" className="btn btn--ghost" onClick={onSpinAgain}>
                {t('spinAgain')}
              </button>
            )}
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('close')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
