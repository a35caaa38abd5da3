import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Hour, HourGroup } from '@salon/domain/contracts';
import { type Clock, isHourPast } from './time-rules.ts';

interface Props {
  groups: readonly HourGroup[];
  dateIso: string;
  clock: Clock;
  /** Past slots the customer tapped: shown as unavailable from then on. */
  expired: ReadonlySet<number>;
  selectedHourId: number | null;
  onPick: (h: Hour) => void;
  onExpired: (h: Hour) => void;
}

/** The time-slot carousel, one row per hour group; a busy slot is disabled, a past-but-free one reports expiry. */
export function HourCarousel({ groups, dateIso, clock, expired, selectedHourId, onPick, onExpired }: Props) {
  const { t } = useTranslation('booking-time');
  return (
    <div className="b-hours">
      {groups.map((g) => (
        <div key={g.name} className="b-hours__group">
          <h3 className="b-hours__title">{g.name}</h3>
          <ul
            className="b-carousel b-carousel--hours"
            aria-label={t('hourGroup', { name: g.name })}
            // A row of only busy (disabled) slots still scrolls: keyboard users reach it itself.
            tabIndex={g.hours.every((h) => !h.isFree || expired.has(h.hourId)) ? 0 : undefined}
          >
            {g.hours.map((h) => {
              const gone = expired.has(h.hourId);
              const busy = !h.isFree || gone;
              return (
                <li key={h.hourId} className="b-carousel__item b-carousel__item--hour">
                  <button
                    type="button"
                    className="b-hour"
                    aria-pressed={selectedHourId === h.hourId}
                    disabled={busy}
                    onClick={() => (isHourPast(h, dateIso, clock) ? onExpired(h) : onPick(h))}
                  >
                    {h.hour}
                    {busy && <span className="visually-hidden"> ({t('hourBusy')})</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
