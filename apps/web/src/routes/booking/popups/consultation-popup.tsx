import { Modal } from '../../../features/modal/modal.tsx';
import { registerTexts } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

// 001 §2 popups 'consultation selection' (decision 0148): at a salon with selectConsultation, the
// customer who opens the service field with nothing chosen picks how services are chosen.
registerTexts('consultation', {
  vi: {
    title: 'Salon có chuyên viên tư vấn',
    lead: 'Bạn muốn tự chọn dịch vụ ngay, hay để nhân viên tư vấn chọn giúp khi bạn đến salon?',
    choose: 'Tự chọn dịch vụ',
    consult: 'Để nhân viên tư vấn tại salon',
  },
  en: {
    title: 'This salon has consultants',
    lead: 'Would you like to choose services now, or let the staff help you choose at the salon?',
    choose: 'Choose services myself',
    consult: 'Let the staff advise at the salon',
  },
});

interface Props {
  /** Opens the service list (step 2). */
  onChoose: () => void;
  /** Turns the allow-change switch on: no service choice, staff advise in store. */
  onConsult: () => void;
  onClose: () => void;
}

export default function ConsultationPopup({ onChoose, onConsult, onClose }: Props) {
  const { t } = useTranslation('consultation');
  return (
    <Modal open title={t('title')} onClose={onClose} width={380} className="svc-suggest">
      <p className="svc-suggest__text">{t('lead')}</p>
      <div className="svc-suggest__actions">
        <button type="button" className="btn btn--ghost" onClick={onConsult}>
          {t('consult')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onChoose}>
          {t('choose')}
        </button>
      </div>
    </Modal>
  );
}
