import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import { formatKm } from '../../../features/salons/salon-card.tsx';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { SalonOff } from '@salon/domain/contracts';
import { useSalonOff } from '../../../features/salons/use-salon-off.ts';
import { useBookingNav } from '../booking-nav.ts';
import { clearSalon } from '../draft/draft-actions.ts';
import { draftStore, useCurrentPerson } from '../draft/draft-store.ts';
import { applySalonChoice } from '../shared/choose-salon.ts';

/**
 * The salon-off check (001 §4): when the chosen salon is closed the popup shows the server's
 * message and the backup salons nearest first; the salon is cleared and the URL's salonId becomes 0.
 * Picking a backup chooses it and puts it in the URL.
 */
export function SalonClosedPopup() {
  const { t, i18n } = useTranslation(SALONS_NS);
  const { go, setParam } = useBookingNav();
  const salonId = useCurrentPerson().salon?.id ?? null;
  const { data } = useSalonOff(salonId);
  const [closed, setClosed] = useState<SalonOff | null>(null);

  useEffect(() => {
    if (!data?.message || salonId === null) return;
    setClosed(data);
    draftStore.dispatch(clearSalon);
    setParam('salonId', 0);
  }, [data, salonId, setParam]);

  const close = () => setClosed(null);
  return (
    <Modal open={closed !== null} title={t('closedTitle')} onClose={close} width={480}>
      {closed && (
        <div className="salon-closed">
          <p className="salon-closed__message">{closed.message}</p>
          {closed.salonBackUp.length > 0 ? (
            <>
              <h3 className="salon-closed__subtitle">{t('backupsTitle')}</h3>
              <ul className="salon-closed__list">
                {closed.salonBackUp.map((b) => (
                  <li key={b.salonId}>
                    <button
                      type="button"
                      className="salon-closed__backup"
                      onClick={() => {
                        applySalonChoice(b.salon);
                        setParam('salonId', b.salonId);
                        close();
                      }}
                    >
                      <span className="salon-closed__name">{b.salon.name}</span>
                      <span className="salon-closed__address">{b.salon.addressNew}</span>
                      <span className="salon-tag salon-tag--distance">
                        {t('tags.distance', { km: formatKm(b.distance, i18n.language) })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => {
                close();
                go(1);
              }}
            >
              {t('backToChoose')}
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}
