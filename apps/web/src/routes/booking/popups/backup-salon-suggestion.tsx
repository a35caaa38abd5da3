import { salonLooksBusy } from '@salon/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { BackupSalonHours, Hour } from '@salon/domain/contracts';
import { useBackupHours } from '../api/use-backup-hours.ts';
import { useBookingNav } from '../booking-nav.ts';
import { draftStore } from '../draft/draft-store.ts';
import { moveToBackupSalon, toDraftHour } from '../draft/time-actions.ts';
import '../step0/time-popup-texts.ts';
import { ConfirmModal } from './confirm-modal.tsx';

/** 001 §9: the suggestion appears 5 s after it becomes relevant. */
export const BACKUP_DELAY_MS = 5000;

interface Props {
  salonId: number;
  /** DD-MM-YYYY */
  bookDate: string;
  serviceIds: number[];
  /** The chosen salon's hours that day (undefined: not loaded): the wording says busy only when it is. */
  hourGroups: { hours: Hour[] }[] | undefined;
}

function moveTo(b: BackupSalonHours, h: Hour) {
  const salon = {
    id: b.salon.id,
    name: b.salon.name,
    openingDate: null,
    warnText: null,
    addressNew: b.salon.addressNew ?? '',
    address: b.salon.address ?? '',
    bookManyPeople: 'off' as const,
    selectConsultation: false,
  };
  draftStore.dispatch(moveToBackupSalon, { salon, hour: toDraftHour(h) });
}

/** Nearby salons with free hours, offered when services are chosen, no stylist is, and the day is today. */
export default function BackupSalonSuggestion({ salonId, bookDate, serviceIds, hourGroups }: Props) {
  const { t } = useTranslation('booking-time');
  const { setParam } = useBookingNav();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [pending, setPending] = useState<{ b: BackupSalonHours; h: Hour } | null>(null);
  const backups = useBackupHours({ salonId, bookDate, serviceIds, enabled: true });
  useEffect(() => {
    const id = setTimeout(() => setDue(true), BACKUP_DELAY_MS);
    return () => clearTimeout(id);
  }, []);
  const freeHours = hourGroups ? hourGroups.flatMap((g) => g.hours).filter((h) => h.isFree).length : null;
  const list = (backups.data ?? []).filter((b) => b.salonId !== salonId && b.hours.some((h) => h.isFree));
  if (!due || dismissed || list.length === 0) return null;
  return (
    <aside className="b-backup" aria-labelledby="b-backup-title">
      <h3 id="b-backup-title">{t('backupTitle')}</h3>
      <p>{t(salonLooksBusy(freeHours) ? 'backupText' : 'backupTextFree')}</p>
      {list.map((b) => (
        <div key={b.salonId} className="b-backup__salon">
          <p>
            <strong>{b.salon.name}</strong> · {t('backupKm', { km: b.distance })}
          </p>
          <ul className="b-carousel b-carousel--hours" aria-label={b.salon.name}>
            {b.hours
              .filter((h) => h.isFree)
              .map((h) => (
                <li key={h.hourId} className="b-carousel__item b-carousel__item--hour">
                  <button type="button" className="b-hour" onClick={() => setPending({ b, h })}>
                    {h.hour}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
      <button type="button" className="btn btn--ghost" onClick={() => setDismissed(true)}>
        {t('cancel')}
      </button>
      {pending && (
        <ConfirmModal
          title={t('confirmTitle')}
          text={t('confirmChange', { salon: pending.b.salon.name, hour: pending.h.hour })}
          confirmLabel={t('continue')}
          cancelLabel={t('cancel')}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            moveTo(pending.b, pending.h);
            setParam('salonId', pending.b.salon.id);
            setPending(null);
          }}
        />
      )}
    </aside>
  );
}
