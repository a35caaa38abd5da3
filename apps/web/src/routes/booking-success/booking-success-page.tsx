import { formatPhoneDisplay, formatPrice, fromDdMmYyyy, normalizePhone, weekdayVi } from '@salon/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { setCookie } from '../../lib/cookies.ts';
import { draftStore } from '../booking/draft/draft-store.ts';
import { CalendarLink } from './calendar-link.tsx';
import { loadSnapshot } from './success-snapshot.ts';
import './success.css';
import './success-texts.ts';
import { useBookingDetail } from './use-booking-detail.ts';
import { TRACKING_SCREENS } from '@salon/domain';
import { useTrackScreen } from '../../features/tracking/use-track-screen.ts';

/** Where the booking phone is remembered, in +84 form (001 §2 success page). */
export const BOOKING_PHONE_KEY = 'bookingPhone';

function readId(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** /booking/success?bookingId=: salon, address, date, hour, stylist, services, total and phone, with a calendar file. */
export default function BookingSuccessPage() {
  const { t } = useTranslation('booking-success');
  const [params] = useSearchParams();
  useTrackScreen(TRACKING_SCREENS.success, { bookingId: params.get('bookingId') });
  const bookingId = readId(params.get('bookingId'));
  const { booking, isPending } = useBookingDetail(bookingId);

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

  if (isPending)
    return (
      <div className="page success">
        <h1>{t('title')}</h1>
        <p aria-busy="true">{t('loading')}</p>
      </div>
    );
  if (!booking)
    return (
      <div className="page success">
        <h1>{t('missing')}</h1>
        <Link to="/">{t('backHome')}</Link>
      </div>
    );
  const iso = fromDdMmYyyy(booking.dateBook);
  const rows: [string, string][] = [
    [t('salon'), booking.salonName],
    [t('address'), booking.salonAddress],
    [t('date'), iso ? `${weekdayVi(iso)}, ${booking.dateBook.replace(/-/g, '/')}` : booking.dateBook],
    [t('hour'), booking.hour],
    [t('stylist'), booking.stylistName ?? t('systemPicks')],
    [t('services'), booking.services.map((s) => s.name).join(', ')],
    [t('total'), formatPrice(booking.totalMoney)],
    [t('phone'), formatPhoneDisplay(booking.phone)],
  ];
  return (
    <div className="page success">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <dl className="success__details">
        {rows.map(([label, value]) => (
          <div key={label} className="success__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="success__actions">
        <CalendarLink booking={booking} />
        <Link to="/" className="btn btn--ghost">
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}
