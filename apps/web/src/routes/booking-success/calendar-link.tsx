import {
  bookingEventPlace,
  buildIcs,
  type CalendarEvent,
  formatPrice,
  googleCalendarUrl,
} from '@salon/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { SuccessSnapshot } from './success-snapshot.ts';

/** Default length when the services' serving time is unknown. */
const DEFAULT_MINUTES = 60;

/** "Add to calendar": an .ics file of the booking, and the same event as a Google Calendar link. */
export function CalendarLink({ booking }: { booking: SuccessSnapshot }) {
  const { t, i18n } = useTranslation('booking-success');
  if (!booking.hourFrame) return null;
  const event: Omit<CalendarEvent, 'uid' | 'now'> = {
    dateBook: booking.dateBook,
    hourFrame: booking.hourFrame,
    durationMinutes: booking.services.reduce((sum, s) => sum + s.timeServe, 0) || DEFAULT_MINUTES,
    // At home: 'Gội đầu tại nhà – {salon}' at the home address (decision 0124).
    ...bookingEventPlace(booking, i18n.language === 'en' ? 'en' : 'vi'),
    description: t('calendarDescription', {
      services: booking.services.map((s) => s.name).join(', '),
      total: formatPrice(booking.totalMoney, i18n.language === 'en' ? 'en' : 'vi'),
      id: booking.bookingId,
    }),
  };
  let google: string | null = null;
  try {
    google = googleCalendarUrl(event);
  } catch {
    // A time the builders cannot read: no link rather than a wrong one.
  }
  const download = () => {
    const ics = buildIcs({ ...event, uid: `booking-${booking.bookingId}@moyo`, now: new Date() });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `moyo-booking-${booking.bookingId}.ics`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      {/* Secondary: the page's main actions are the booking's own (change, cancel). */}
      <button type="button" className="btn btn--ghost" onClick={download}>
        {t('addToCalendar')}
      </button>
      {google && (
        <a
          className="btn btn--ghost"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="google-calendar"
        >
          {t('addToGoogleCalendar')}
        </a>
      )}
    </>
  );
}
