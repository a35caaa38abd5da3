import { useTranslation } from '../../../i18n/use-translation.ts';
import '../step0/extras-texts.ts';
import '../step0/time-popup-texts.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import './popups.css';

interface Props {
  onLittle: () => void;
  onNone: () => void;
  onClose: () => void;
}

/** 001 §4: turning advice off asks — 'a little' keeps it on (littleAdvice), 'none' turns it off. */
export default function AdviceDialog({ onLittle, onNone, onClose }: Props) {
  const { t } = useTranslation('booking-time');
  return (
    <Modal open title={t('adviceTitle')} onClose={onClose} width={380}>
      <div className="b-actions b-actions--stack">
        <button type="button" className="btn btn--primary" onClick={onLittle}>
          {t('adviceLittle')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onNone}>
          {t('adviceNone')}
        </button>
      </div>
    </Modal>
  );
}
