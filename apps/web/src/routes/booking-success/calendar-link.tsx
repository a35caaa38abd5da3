import { formatPrice } from '@salon/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildIcs } from './ics.ts';
import type { SuccessSnapshot } from './success-snapshot.ts';

/** Default length when the services' serving time is unknown. */
const DEFAULT_MINUTES = 60;

/** "Add to calendar": downloads an .ics file of the booking. */
export function CalendarLink({ booking }: { booking: SuccessSnapshot }) {
  const { t } = useTranslation('booking-success');
  if (!booking.hourFrame) return null;
  const download = () => {
    const minutes = booking.services.reduce((sum, s) => sum + s.timeServe, 0) || DEFAULT_MINUTES;
    const ics = buildIcs({
      uid: `booking-${booking.bookingId}@moyo`,
      dateBook: booking.dateBook,
      hourFrame: booking.hourFrame,
      durationMinutes: minutes,
      title: t('calendarTitle', { salon: booking.salonName }),
      location: booking.salonAddress,
      description: t('calendarDescription', {
        services: booking.services.map((s) => s.name).join(', '),
        total: formatPrice(booking.totalMoney),
        id: booking.bookingId,
      }),
      now: new Date(),
    });
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
    <button type="button" className="btn btn--primary" onClick={download}>
      {t('addToCalendar')}
    </button>
  );
}
