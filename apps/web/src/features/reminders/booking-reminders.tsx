import { formatDayOf, formatHour, vietnamMinutesOfDay } from '@salon/domain';
import type { BookingRemindersData, RemindersSwitchBody, ViewTokenQuery } from '@salon/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type QueryOf } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CutoffNotice } from './cutoff-notice.tsx';
import { PushOptIn } from './push-opt-in.tsx';
import './reminder-texts.ts';

// The success page's reminders (issue 22): when they go out and by which channel, the switch, and
// until when the booking can be changed or cancelled. Read with the page's view token or the login.

type Answer = { message?: string; data: BookingRemindersData };

/** Vietnam's hour and day of an instant, written the one way ('14h10', '23/11/2026'). */
function vietnamTime(iso: string) {
  const at = new Date(iso);
  return { time: formatHour(vietnamMinutesOfDay(at)), date: formatDayOf(at) };
}

export function BookingReminders({ bookingId, viewToken }: { bookingId: number; viewToken: string | null }) {
  const { t } = useTranslation('reminders');
  const client = useQueryClient();
  const key = ['booking', 'reminders', bookingId];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<Answer>('GET', `/api/v1/booking/${bookingId}/reminders`, {
        query: { viewToken } satisfies QueryOf<ViewTokenQuery>,
        signal,
      }),
    retry: false,
    select: (a) => a.data,
  });
  // The switch moves in the tap itself (React would otherwise put a controlled box back until the
  // cache's update renders); the server's answer, or the old state on failure, follows.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      api<Answer>('PUT', `/api/v1/booking/${bookingId}/reminders`, {
        query: { viewToken } satisfies QueryOf<ViewTokenQuery>,
        body: { enabled } satisfies RemindersSwitchBody,
      }),
    // A read still on its way would answer the old state after the switch has moved.
    onMutate: () => client.cancelQueries({ queryKey: key }),
    onSuccess: (answer) => client.setQueryData(key, answer),
    onSettled: () => setWanted(null),
  });
  if (!q.data) return null;
  const r = { ...q.data, enabled: wanted ?? q.data.enabled };
  return (
    <section className="reminders" data-testid="booking-reminders" aria-labelledby="reminders-title">
      <h2 id="reminders-title" className="reminders__title">
        {t('title')}
      </h2>
      {!r.enabled ? (
        <p className="reminders__none">{t('off')}</p>
      ) : r.reminders.length === 0 ? (
        // None sent and none to come: booked within the reminders' lead (its hour is close).
        <p className="reminders__none">{t(r.sent.length > 0 ? 'none' : 'noneSoon')}</p>
      ) : (
        <>
          <p className="reminders__none">{t('lead')}</p>
          <ul className="reminders__list">
            {r.reminders.map((x) => (
              <li key={x.sendAt} data-testid="reminder">
                <span className="reminders__when">{t('at', vietnamTime(x.sendAt))}</span>
                <span className="reminders__channel">{t('via', { channel: t(x.channel) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {r.sent.length > 0 && <p className="reminders__none">{t('sent', { n: r.sent.length })}</p>}
      <label className="reminders__switch">
        <input
          type="checkbox"
          checked={r.enabled}
          disabled={toggle.isPending}
          onChange={(e) => {
            setWanted(e.target.checked);
            toggle.mutate(e.target.checked);
          }}
        />
        {t('switch')}
      </label>
      {r.enabled && r.reminders.length > 0 && (
        <PushOptIn
          bookingId={bookingId}
          viewToken={viewToken}
          subscribed={r.reminders.some((x) => x.channel === 'push')}
        />
      )}
      {toggle.isError && (
        <p className="cutoff-notice cutoff-notice--passed" role="alert">
          {t('failed')}
        </p>
      )}
      <CutoffNotice
        cutoff={{
          minutes: r.cutoffMinutes,
          time: r.changeUntilTime,
          date: r.changeUntilDate,
          passed: !r.canChange,
        }}
      />
    </section>
  );
}

/** The view token a reminder's link carries (?t=), for a browser that did not make the booking. */
export function viewTokenFromUrl(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('t');
}
