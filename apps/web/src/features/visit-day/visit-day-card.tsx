import { hourText, vietnamMinutesOfDay } from '@salon/domain';
import type { VisitDay } from '@salon/domain/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { QrCode } from './qr-code.tsx';
import { useArrivalPhase } from './use-arrival-phase.ts';
import { currentPosition, useArrived, useVisitDay } from './use-visit-day.ts';
import './texts.ts';
import './visit-day.css';

// The day of the visit on a booking's screens (the success page, the lookup card, the account's
// upcoming booking): the check-in QR code with the booking code beside it and, on the day, the live
// expected start and 'Tôi đã đến'. Loaded on those screens only (uqr comes with it).

function Queue({ queue }: { queue: VisitDay['queue'] }) {
  const { t } = useTranslation('visit-day');
  if (queue.length === 0) return null;
  return (
    <div className="visit-day__queue" aria-live="polite" data-testid="visit-day-queue">
      <h3 className="visit-day__subtitle">{t('queueTitle')}</h3>
      <ul>
        {queue.map((g) => (
          <li key={g.personIndex} data-testid="queue-line">
            {queue.length > 1 && (
              <span className="visit-day__guest">
                {t('guest', { n: g.personIndex + 1, stylist: g.stylistName })}
              </span>
            )}
            <strong className={g.delayMinutes > 0 ? 'visit-day__late' : undefined}>{g.line}</strong>
            {g.state === 'waiting' && (
              <span className="visit-day__ahead">
                {g.ahead > 0 ? t('ahead', { n: g.ahead }) : t('yourTurn')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Tôi đã đến' while it can be accepted; before that, from when. */
function Arrival({
  bookingId,
  viewToken,
  queue,
}: {
  bookingId: number;
  viewToken: string | null;
  queue: VisitDay['queue'];
}) {
  const { t } = useTranslation('visit-day');
  const at = useArrivalPhase(queue);
  if (at?.phase === 'early')
    return <p className="visit-day__arrive-from">{t('arriveFrom', { time: at.opensAt })}</p>;
  if (at?.phase === 'late') return null;
  return <ArrivedButton bookingId={bookingId} viewToken={viewToken} />;
}

function ArrivedButton({ bookingId, viewToken }: { bookingId: number; viewToken: string | null }) {
  const { t } = useTranslation('visit-day');
  const arrived = useArrived(bookingId, viewToken);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const press = async () => {
    setProblem(null);
    setLocating(true);
    const at = await currentPosition();
    setLocating(false);
    if (!at) return setProblem(t('noLocation'));
    arrived.mutate(at, {
      onError: (err) =>
        setProblem(err instanceof ApiError && err.data?.message ? err.data.message : t('failed')),
    });
  };
  return (
    <div className="visit-day__arrived">
      <button
        type="button"
        className="btn btn--primary"
        disabled={locating || arrived.isPending}
        onClick={press}
      >
        {locating ? t('arriving') : t('arrived')}
      </button>
      {problem && (
        <p className="visit-day__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

export default function VisitDayCard({
  bookingId,
  viewToken,
}: {
  bookingId: number;
  viewToken: string | null;
}) {
  const { t } = useTranslation('visit-day');
  const { data } = useVisitDay(bookingId, viewToken);
  if (!data?.checkInToken) return null;
  const checkedAt = data.checkedInAt ? hourText(vietnamMinutesOfDay(new Date(data.checkedInAt))) : null;
  return (
    // Not a landmark: one booking may show twice on a page (the upcoming list and the lookup).
    <div className="visit-day" data-testid="visit-day">
      <h2 className="visit-day__title">{t('title')}</h2>
      <div className="visit-day__qr">
        <QrCode text={data.checkInToken} label={t('qrLabel', { code: data.bookingCode })} />
        <div className="visit-day__code">
          <span>{t('code')}</span>
          <strong data-testid="booking-code">{data.bookingCode}</strong>
          <p>{checkedAt ? t('checkedIn', { time: checkedAt }) : t('show')}</p>
        </div>
      </div>
      <Queue queue={data.queue} />
      {data.today && !checkedAt && <Arrival bookingId={bookingId} viewToken={viewToken} queue={data.queue} />}
    </div>
  );
}
