import { useEffect, useState } from 'react';
import { registerTexts } from '../../i18n/index.ts';
import './offline.css';
import { useTranslation } from '../../i18n/use-translation.ts';

// Says the page shows what this device kept when there is no network (the success page offline).

registerTexts('offline', {
  vi: { note: 'Bạn đang ngoại tuyến: đây là thông tin lịch hẹn đã lưu trên thiết bị này.' },
  en: { note: 'You are offline: this is the booking as saved on this device.' },
});

export function OfflineNote() {
  const { t } = useTranslation('offline');
  // Read after hydration: the server draws every page online.
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p className="offline-note" role="status" data-testid="offline-note">
      {t('note')}
    </p>
  );
}
