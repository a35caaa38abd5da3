import { useState } from 'react';
import { registerTexts } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import '../shared/campaign-texts.ts';

// The campaign alert (service list isAlertCampaign): a notice that the salon has promotions the
// customer can use, pointing to step 4. Dismissed once per salon for the browser session.
registerTexts('campaignAlert', {
  vi: {
    text: 'Salon đang có ưu đãi dành cho bạn.',
    close: 'Đóng thông báo ưu đãi',
  },
  en: {
    text: 'This salon has promotions for you.',
    close: 'Close the promotion notice',
  },
});

const KEY = 'campaignAlertClosed';

function closedSalons(): string[] {
  try {
    return (sessionStorage.getItem(KEY) ?? '').split(',');
  } catch {
    return [];
  }
}

export function CampaignAlert({ salonId }: { salonId: number }) {
  const { t } = useTranslation('campaignAlert');
  const { t: tc } = useTranslation('campaigns');
  const { go } = useBookingNav();
  const [closed, setClosed] = useState(() => closedSalons().includes(String(salonId)));
  if (closed) return null;
  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(KEY, [...closedSalons(), String(salonId)].filter(Boolean).join(','));
    } catch {
      // Private mode: the notice stays closed for this page only.
    }
  };
  return (
    <section className="svc-alert" role="status" aria-label={tc('title')} data-testid="campaign-alert">
      <p className="svc-alert__text">{t('text')}</p>
      <div className="svc-alert__actions">
        <button type="button" className="btn btn--primary" onClick={() => go(4)}>
          {tc('title')}
        </button>
        <button type="button" className="svc-alert__close" aria-label={t('close')} onClick={close}>
          ×
        </button>
      </div>
    </section>
  );
}
