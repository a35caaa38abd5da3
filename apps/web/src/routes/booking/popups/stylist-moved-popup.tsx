import { useTranslation } from '../../../i18n/use-translation.ts';
import { api } from '../../../api/client.ts';
import type { SalonListAnswer, Stylist } from '@salon/domain/contracts';
import { useBookingNav } from '../booking-nav.ts';
import { draftStore } from '../draft/draft-store.ts';
import { followStylist, systemPicksStylist } from '../draft/time-actions.ts';
import { toDraftSalon } from '../shared/choose-salon.ts';
import '../step0/time-popup-texts.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import './popups.css';

/** 001 §4: a stylist now at another salon — let the system pick here, or follow the stylist there. */
export default function StylistMovedPopup({ stylist, onClose }: { stylist: Stylist; onClose: () => void }) {
  const { t } = useTranslation('booking-time');
  const { setParam } = useBookingNav();
  const salonName = stylist.salonEnrollName ?? String(stylist.salonEnroll);
  const systemPicks = () => {
    draftStore.dispatch(systemPicksStylist);
    onClose();
  };
  const bookThere = async () => {
    // The other salon's details come from the salon list (cached by the browser with its ETag).
    const all = await api<SalonListAnswer>('GET', '/api/v1/salons').catch(() => null);
    const row = all?.data.find((s) => s.id === stylist.salonEnroll);
    if (row) {
      const salon = toDraftSalon(row);
      const chosen = { id: stylist.staffId, name: stylist.staffName, skillLevel: stylist.skillLevel };
      draftStore.dispatch(followStylist, { salon, stylist: chosen });
      setParam('salonId', salon.id);
    }
    onClose();
  };
  return (
    <Modal open title={stylist.staffName} onClose={onClose} width={380}>
      <p>{t('movedText', { stylist: stylist.staffName, salon: salonName })}</p>
      <div className="b-actions">
        <button type="button" className="btn btn--ghost" onClick={systemPicks}>
          {t('movedSystemPicks')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void bookThere()}>
          {t('movedBookThere', { salon: salonName })}
        </button>
      </div>
    </Modal>
  );
}
