import {
  formatDate,
  formatPhoneDisplay,
  formatPrice,
  fromDdMmYyyy,
  normalizePhone,
  weekdayName,
} from '@salon/domain';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { postToShell } from '../../features/app-shell/shell-bridge.ts';
import { useAppContext } from '../../features/app-shell/use-app-context.ts';
import { setCookie } from '../../lib/cookies.ts';
import { draftStore } from '../booking/draft/draft-store.ts';
import { CalendarLink } from './calendar-link.tsx';
import { loadSnapshot } from './success-snapshot.ts';
import './success.css';
import './success-texts.ts';
import { useBookingDetail } from './use-booking-detail.ts';
import { BookingReminders, viewTokenFromUrl } from '../../features/reminders/booking-reminders.tsx';
import { TRACKING_SCREENS } from '@salon/domain';
import { useTrackScreen } from '../../features/tracking/use-track-screen.ts';
import { PayWithBalance } from '../../features/wallet/pay-with-balance.tsx';
import { OfflineNote, registerServiceWorker } from '../../features/offline/index.ts';
import { VisitDayCard } from '../../features/visit-day/index.ts';
import { SuccessActions } from './success-actions.tsx';

/** Where the booking phone is remembered, in +84 form (001 §2 success page). */
export const BOOKING_PHONE_KEY = 'bookingPhone';

function readId(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** /booking/success?bookingId=: salon, address, date, hour, stylist, services, total and phone, with a calendar file. */
export default function BookingSuccessPage() {
  const { t, i18n } = useTranslation('booking-success');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [params] = useSearchParams();
  useTrackScreen(TRACKING_SCREENS.success, { bookingId: params.get('bookingId') });
  const bookingId = readId(params.get('bookingId'));
  const { booking, detail, isPending } = useBookingDetail(bookingId);
  const changed = booking?.changed === true;
  const canceled = detail?.canceled === true;
  const heading = useRef<HTMLHeadingElement>(null);
  const { inShell } = useAppContext();
  const navigate = useNavigate();

  // The form's scroll position must not carry over: the page opens at its top, the heading focused
  // (a keyboard or screen-reader user starts at the news, not at the footer).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);

  // A booking this browser just made: the wizard starts fresh next time.
  useEffect(() => {
    if (bookingId && loadSnapshot(bookingId)) draftStore.reset();
  }, [bookingId]);

  useEffect(() => {
    const intl = booking ? normalizePhone(booking.phone) : null;
    if (!intl) return;
    try {
      localStorage.setItem(BOOKING_PHONE_KEY, intl);
    } catch {
      // Storage blocked: the cookie below still remembers it.
    }
    setCookie(BOOKING_PHONE_KEY, intl);
  }, [booking]);

  // A booking to keep offline: from now on the service worker serves the site (decision 0142).
  const shownId = booking?.bookingId;
  useEffect(() => {
    if (shownId) registerServiceWorker();
  }, [shownId]);

  const title = t(canceled ? 'titleCanceled' : changed ? 'titleChanged' : 'title');
  if (isPending)
    return (
      <div className="page success">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p aria-busy="true">{t('loading')}</p>
      </div>
    );
  if (!booking)
    return (
      <div className="page success">
        <h1 ref={heading} tabIndex={-1}>
          {t('missing')}
        </h1>
        <Link to="/">{t('backHome')}</Link>
      </div>
    );
  const iso = fromDdMmYyyy(booking.dateBook);
  const size = booking.groupSize ?? 1;
  const group = size > 1 && (booking.persons?.length ?? 0) > 1 ? booking.persons : undefined;
  const rows: [string, string][] = [
    [t('salon'), booking.salonName],
    // At home the address served comes first; the salon's is where the stylist sets off from.
    ...(booking.homeAddress ? [[t('homeAddress'), booking.homeAddress] as [string, string]] : []),
    [t('address'), booking.salonAddress],
    [t('date'), iso ? `${weekdayName(iso, lang)}, ${formatDate(iso)}` : booking.dateBook],
    [t('hour'), booking.hour],
    ...(size > 1 ? [[t('people'), t('peopleCount', { n: size })] as [string, string]] : []),
    ...(group
      ? group.map(
          (p, i) =>
            [
              t('person', { n: i + 1 }),
              [p.hour, p.stylistName ?? t('systemPicks'), p.skinnerName, p.services.join(', ')]
                .filter(Boolean)
                .join(' · '),
            ] as [string, string],
        )
      : [
          [t('stylist'), booking.stylistName ?? t('systemPicks')] as [string, string],
          ...(booking.skinnerName ? [[t('skinner'), booking.skinnerName] as [string, string]] : []),
          [t('services'), booking.services.map((s) => s.name).join(', ')] as [string, string],
        ]),
    [t('total'), formatPrice(booking.totalMoney, lang)],
    [t('phone'), formatPhoneDisplay(booking.phone)],
  ];
  return (
    <div className="page success" data-testid="booking-success">
      <h1 ref={heading} tabIndex={-1} className="success__title">
        {title}
      </h1>
      {!canceled && <p className="success__lead">{t(changed ? 'leadChanged' : 'lead')}</p>}
      {/* The code the salon and the hotline know the booking by, plainly, before anything else. */}
      <p className="success__code">
        {t('code')}: <strong data-testid="success-booking-code">{booking.bookingId}</strong>
      </p>
      <OfflineNote />
      <dl className="success__details">
        {rows.map(([label, value]) => (
          <div key={label} className="success__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {detail && <SuccessActions detail={detail} />}
      {/* A cancelled booking has no visit left: no check-in, payment, reminders or calendar. */}
      {!canceled && (
        <>
          {/* Shown once the booking is confirmed (an OTP hold has no check-in code yet). */}
          <Suspense fallback={null}>
            <VisitDayCard bookingId={booking.bookingId} viewToken={booking.viewToken ?? viewTokenFromUrl()} />
          </Suspense>
          <PayWithBalance
            bookingId={booking.bookingId}
            total={booking.totalMoney}
            held={booking.balancePaid ?? 0}
          />
          <BookingReminders
            bookingId={booking.bookingId}
            viewToken={booking.viewToken ?? viewTokenFromUrl()}
          />
        </>
      )}
      <div className="success__actions">
        {!canceled && <CalendarLink booking={booking} />}
        {booking.parkingMap && !booking.homeAddress && !canceled && (
          <a className="btn btn--ghost" href={booking.parkingMap} target="_blank" rel="noopener noreferrer">
            {t('parkingMap')}
          </a>
        )}
        {inShell ? (
          // Inside an app the page closes: the shell hears booking_success and takes over (001 §1).
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => postToShell('booking_success', { bookingId: booking.bookingId }) || navigate('/')}
          >
            {t('close')}
          </button>
        ) : (
          <Link to="/" className="btn btn--ghost">
            {t('backHome')}
          </Link>
        )}
      </div>
    </div>
  );
}
