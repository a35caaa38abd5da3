import { useTranslation } from '../../../i18n/use-translation.ts';
import { openLoginModal } from '../../../features/auth/login-modal-store.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import { useBookingPhone } from '../shared/use-booking-phone.ts';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useBookingNav } from '../booking-nav.ts';

/** The customer's own promotions need login with the booking phone; otherwise a notice (001 §5). */
export function OwnTabGate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('campaigns');
  const { t: tm } = useTranslation();
  const { phone, rawPhone, isOwner } = useBookingPhone();
  const own = useCurrentUser().user?.userInfo.phoneNumber ?? null;
  const { setParam } = useBookingNav();
  // Logged in, booking for another phone: no login to offer, the way back to their own phone instead.
  if (own && !isOwner) {
    return (
      <div className="own-tab__notice" role="note">
        <p>{t('ownPhoneOnly', { phone: own })}</p>
        <button type="button" className="btn btn--primary" onClick={() => setParam('phone', own)}>
          {t('useOwnPhone', { phone: own })}
        </button>
      </div>
    );
  }
  if (!isOwner || !phone) {
    return (
      <div className="own-tab__notice" role="note">
        <p>{tm('msg.loginWithBookingPhone')}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => openLoginModal({ phone: rawPhone ?? undefined })}
        >
          {t('login')}
        </button>
      </div>
    );
  }
  return (
    <>
      <PromoCodeForm phone={phone} />
      {children}
    </>
  );
}
