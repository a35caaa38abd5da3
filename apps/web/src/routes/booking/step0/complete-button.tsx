import { customerNotReadyMessage, validateBookingPhone } from '@salon/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../../features/toast/toast-store.ts';
import { saveCustomerName } from '../api/booking-calls.ts';
import { useBookingUser } from '../api/use-booking-user.ts';
import { useBookingNav } from '../booking-nav.ts';
import { setPhone } from '../draft/draft-actions.ts';
import { toDomainRules, useServiceList } from '../shared/use-service-list.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import './booking-time-texts.ts';
import { hourPrompt } from './hour-prompt.ts';
import './time-block.css';
import { completeGate } from './complete-gate.ts';
import { useSubmitBooking } from './use-submit-booking.ts';
import { TRACKING_EVENTS } from '@salon/domain';
import { completeClickData, track } from '../../../features/tracking/tracking.ts';

const PhonePopup = lazy(() => import('../popups/phone-popup.tsx'));
const OtpPopup = lazy(() => import('../popups/otp-popup.tsx'));
const CaptchaPopup = lazy(() => import('../popups/captcha-popup.tsx'));

/**
 * Complete: inactive until a salon, services and one hour per person are chosen. Clicked while
 * inactive it says what is missing (with one person and no hour, the next-click counter prompts the
 * hour). Then the phone popup when the booking phone is missing, or the name popup when the
 * logged-in customer has no name; then the booking is created.
 */
export function CompleteButton() {
  const { t, i18n } = useTranslation();
  const { query, setParam } = useBookingNav();
  const draft = useDraft();
  const user = useBookingUser();
  const [popup, setPopup] = useState<0 | 1 | null>(null);
  const problem = completeGate(draft.persons);
  const first = draft.persons[0];
  const rawPhone = first?.phone ?? query.phone ?? '';
  const phone = validateBookingPhone(rawPhone).ok ? rawPhone : null;
  // The service block's list (same cache entry): its stylist-level rules decide isMaster.
  const list = useServiceList(first?.salon?.id ?? null, phone, i18n.language === 'en' ? 'en' : 'vi');
  const rules = useMemo(() => toDomainRules(list.data?.rulesSpecialDay ?? []), [list.data]);
  const { submit, busy, otp, closeOtp, finish, captcha, captchaDone, setCaptcha } = useSubmitBooking(
    user?.phone ?? null,
    rules,
  );

  const proceed = (p: string) => {
    if (user && user.phone === p && !user.name) setPopup(1);
    else {
      setPopup(null);
      void submit(p);
    }
  };
  const onClick = () => {
    track(TRACKING_EVENTS.completeClick, completeClickData(draft.persons));
    if (problem) {
      if (problem.kind === 'salon') toast.error(t('msg.chooseSalonFirst'));
      else if (problem.kind === 'services') toast.error(t('msg.chooseServicesFirst'));
      else if (problem.kind === 'hour') hourPrompt.bump();
      else toast.error(customerNotReadyMessage(problem.n, i18n.language === 'en' ? 'en' : 'vi'));
      return;
    }
    if (phone) proceed(phone);
    else setPopup(0);
  };
  const onPhone = (p: string) => {
    draftStore.dispatch(setPhone, p);
    setParam('phone', p);
    proceed(p);
  };
  const onName = async (name: string) => {
    if (!phone) return;
    // Saving the name failing cancels the name popup (001 §8); the booking goes on either way.
    await saveCustomerName({ name, phone }).catch(() => undefined);
    setPopup(null);
    void submit(phone);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--block b-complete"
        aria-disabled={problem !== null || busy}
        onClick={onClick}
      >
        {t('booking.step0.complete')}
      </button>
      <Suspense fallback={null}>
        {popup !== null && (
          <PhonePopup
            mode={popup}
            initialPhone={rawPhone === '0' ? '' : rawPhone}
            busy={busy}
            onPhone={onPhone}
            onName={(n) => void onName(n)}
            onSkipName={() => {
              setPopup(null);
              if (phone) void submit(phone);
            }}
            onClose={() => setPopup(null)}
          />
        )}
        {otp && (
          <OtpPopup
            bookingId={otp.bookingId}
            phone={otp.phone}
            heldOnConfirm={otp.heldOnConfirm}
            onVerified={() => finish(otp.bookingId, 'bookingOtpSuccess')}
            onClose={closeOtp}
          />
        )}
        {captcha && (
          <CaptchaPopup
            message={captcha.message}
            level={captcha.level}
            busy={busy}
            onSolved={captchaDone}
            onClose={() => setCaptcha(null)}
          />
        )}
      </Suspense>
    </>
  );
}
