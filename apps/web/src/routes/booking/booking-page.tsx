import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBookingNav } from './booking-nav.ts';
import { CHANGE_PARAM } from './change/change-param.ts';
import { useDraft } from './draft/draft-store.ts';
import { Step0 } from './step0/step0.tsx';
import { bookingStepScreen } from '@salon/domain';
import { useTrackScreen } from '../../features/tracking/use-track-screen.ts';
import { useAppContext } from '../../features/app-shell/use-app-context.ts';
import { useLoggedInPhone } from './shared/use-logged-in-phone.ts';
import { useIsWide } from '../../lib/use-media.ts';

// Changing a booking loads its code only when a booking is being changed.
const ChangeGate = lazy(() => import('./change/change-gate.tsx').then((m) => ({ default: m.ChangeGate })));

// An app shell's link (token, chosen services, skinner, home icon) loads its part only for such links.
const InAppEntry = lazy(() => import('./in-app/in-app-entry.tsx'));

// 'Đặt lại' (one-tap rebooking) loads its part only for such links.
const RebookEntry = lazy(() => import('./rebook/rebook-entry.tsx'));

// Steps other than the booking home load when first opened.
const Step1Salon = lazy(() => import('./step1-salon/step1-salon.tsx'));
const Step2Services = lazy(() => import('./step2-services/step2-services.tsx'));
const Step3ServiceDetail = lazy(() => import('./step3-service-detail/step3-service-detail.tsx'));
const Step4Campaigns = lazy(() => import('./step4-campaigns/step4-campaigns.tsx'));
const Step5CampaignDetail = lazy(() => import('./step5-campaign-detail/step5-campaign-detail.tsx'));
// The summary beside the steps exists on wide screens only: phones never download it.
const BookingSummary = lazy(() => import('./step0/booking-summary.tsx'));
/** Steps that show the summary beside them: the booking home, salon, services and a service's detail. */
const SUMMARY_STEPS = 3;

/** /booking: step 0 is the booking home; 1 salon, 2 services, 3 service detail, 4 and 5 promotions. */
export default function BookingPage({ atHome = false }: { atHome?: boolean }) {
  const { t } = useTranslation();
  const { query, params, go } = useBookingNav();
  const step = query.step;
  useLoggedInPhone();
  useTrackScreen(bookingStepScreen(step), { salonId: query.salonId, phone: query.phone });
  const changingId = useDraft().changingBookingId;
  const changing = params.has(CHANGE_PARAM) || changingId !== null;
  const wide = useIsWide();
  const inApp =
    useAppContext().inShell || params.has('token') || params.has('chosenService') || params.has('skinnerId');
  // The same elements at every width (no remount when the screen widens); the CSS makes the columns.
  const screen = (
    <div className="b-columns">
      <div className="b-columns__steps">
        <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
          {step === 0 && <Step0 />}
          {step === 1 && <Step1Salon />}
          {step === 2 && <Step2Services />}
          {step === 3 && <Step3ServiceDetail />}
          {step === 4 && <Step4Campaigns />}
          {step === 5 && <Step5CampaignDetail />}
        </Suspense>
      </div>
      {wide && step <= SUMMARY_STEPS && (
        <Suspense fallback={null}>
          <BookingSummary />
        </Suspense>
      )}
    </div>
  );
  return (
    <div className="booking" data-at-home={atHome || undefined} data-step={step}>
      {inApp && (
        <Suspense fallback={null}>
          <InAppEntry />
        </Suspense>
      )}
      {step === 0 && params.has('rebook') && (
        <Suspense fallback={null}>
          <RebookEntry />
        </Suspense>
      )}
      {step > 0 && (
        <button
          type="button"
          className="btn btn--ghost booking__back"
          onClick={() => go(step === 5 ? 4 : step === 3 ? 2 : 0)}
        >
          ← {t('booking.back')}
        </button>
      )}
      {/* ?changeBookingId={id} loads that booking into the draft first. */}
      {changing ? (
        <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
          <ChangeGate>{screen}</ChangeGate>
        </Suspense>
      ) : (
        screen
      )}
    </div>
  );
}
