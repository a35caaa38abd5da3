import { dayLabel, salonFullMessage, stylistBusyMessage } from '@salon/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../step0/time-popup-texts.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import './popups.css';

interface Props {
  /** stylist: the chosen stylist has no free slot; salon: nobody has (system picks). */
  kind: 'stylist' | 'salon';
  dateIso: string;
  todayIso: string;
  onClose: () => void;
}

/** 001 §8: 'Stylist {day} is busy, please choose another stylist!' or '{day} salon is fully booked…'. */
export default function StylistBusyPopup({ kind, dateIso, todayIso, onClose }: Props) {
  const { t, i18n } = useTranslation('booking-time');
  const { t: tm } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const day = dayLabel(dateIso, todayIso, lang);
  const text = kind === 'stylist' ? stylistBusyMessage(day, lang) : salonFullMessage(day, lang);
  return (
    <Modal open title={tm('msg.noticeTitle')} onClose={onClose} width={380}>
      <p>{text}</p>
      <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
        {kind === 'stylist' ? t('chooseOtherStylist') : t('chooseOtherDay')}
      </button>
    </Modal>
  );
}
