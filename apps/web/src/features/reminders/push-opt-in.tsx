import type { BookingRemindersData, PushSubscriptionBody, ViewTokenQuery } from '@salon/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type QueryOf } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { registerServiceWorker } from '../offline/index.ts';

// The success page's opt-in to push reminders (decision 0142): the browser asks its permission only
// when the customer taps the button; the subscription then goes to the server for this booking, and
// the reminders list shows 'push' as their channel.

type Answer = { message?: string; data: BookingRemindersData };
type State = 'idle' | 'asking' | 'on' | 'denied' | 'failed';

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function subscribe(bookingId: number, viewToken: string | null): Promise<Answer> {
  registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const { data } = await api<{ data: { publicKey: string } }>('GET', '/api/v1/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: data.publicKey,
    }));
  return api<Answer>('POST', `/api/v1/booking/${bookingId}/push-subscription`, {
    query: { viewToken } satisfies QueryOf<ViewTokenQuery>,
    body: subscription.toJSON() as PushSubscriptionBody,
  });
}

export function PushOptIn({
  bookingId,
  viewToken,
  subscribed,
}: {
  bookingId: number;
  viewToken: string | null;
  /** The server already pushes this booking's reminders (to this or another browser). */
  subscribed: boolean;
}) {
  const { t } = useTranslation('reminders');
  const client = useQueryClient();
  const [state, setState] = useState<State>('idle');
  // Drawn after hydration only: the server cannot know what the browser supports.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(pushSupported() && Notification.permission !== 'denied'), []);
  if (!supported && state !== 'denied') return null;
  if (subscribed || state === 'on')
    return (
      <p className="reminders__none" data-testid="push-on">
        {t('pushOn')}
      </p>
    );
  const turnOn = async () => {
    setState('asking');
    // Asked on this tap only, never when the page opens.
    if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
    try {
      client.setQueryData(['booking', 'reminders', bookingId], await subscribe(bookingId, viewToken));
      setState('on');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="reminders__push">
      <button type="button" className="btn btn--ghost" disabled={state === 'asking'} onClick={turnOn}>
        {t('pushButton')}
      </button>
      {state === 'denied' && <p className="reminders__none">{t('pushDenied')}</p>}
      {state === 'failed' && (
        <p className="cutoff-notice cutoff-notice--passed" role="alert">
          {t('pushFailed')}
        </p>
      )}
    </div>
  );
}
