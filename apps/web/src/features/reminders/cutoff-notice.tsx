import { useTranslation } from '../../i18n/use-translation.ts';
import type { Cutoff } from './use-cutoff.ts';
import './reminders.css';

/** Until when a booking can be changed or cancelled, or that it no longer can (issue 22). */
export function CutoffNotice({ cutoff }: { cutoff: Cutoff | null }) {
  const { t } = useTranslation();
  if (!cutoff) return null;
  return cutoff.passed ? (
    <p className="cutoff-notice cutoff-notice--passed" role="status" data-testid="cutoff-notice">
      {t('msg.bookingCutoffPassedNotice', { minutes: cutoff.minutes })}
    </p>
  ) : (
    <p className="cutoff-notice" data-testid="cutoff-notice">
      {t('msg.bookingCutoffNotice', { time: cutoff.time, date: cutoff.date, minutes: cutoff.minutes })}
    </p>
  );
}
