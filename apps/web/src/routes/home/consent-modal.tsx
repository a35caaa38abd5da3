import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { Modal } from '../../features/modal/modal.tsx';
import './home-texts.ts';

/**
 * Consent to personal-data processing before booking (000 §2). The box is checked at first and
 * must stay checked to continue. Loaded only when it is needed.
 */
export default function ConsentModal({ onAgree, onClose }: { onAgree: () => void; onClose: () => void }) {
  const { t } = useTranslation('home');
  const [checked, setChecked] = useState(true);
  const [busy, setBusy] = useState(false);
  const boxId = useId();
  return (
    <Modal open title={t('consentTitle')} onClose={onClose} width={480}>
      <p>{t('consentText')}</p>
      <p>
        <Link to="/chinh-sach-bao-mat" target="_blank">
          {t('consentPolicy')}
        </Link>
      </p>
      <p className="consent__check">
        <input id={boxId} type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        <label htmlFor={boxId}>{t('consentCheckbox')}</label>
      </p>
      {!checked && <p className="consent__hint">{t('consentRequired')}</p>}
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={!checked || busy}
        onClick={() => {
          setBusy(true);
          onAgree();
        }}
      >
        {t('consentContinue')}
      </button>
    </Modal>
  );
}
