import type { ArrivedBody, CheckInAnswer, ViewTokenQuery, VisitDayAnswer } from '@salon/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type QueryOf } from '../../api/client.ts';
import { withOfflineCopy } from '../offline/index.ts';

// A booking's day of the visit (decision 0141): its check-in QR and, on the day, its live queue. While
// the page shows the queue, the server's event stream says when the salon's counter reports anything of
// that day, and the queue is asked again (also after a reconnect: changes may have been missed).

const keyOf = (bookingId: number) => ['visit-day', bookingId];

export function useVisitDay(bookingId: number, viewToken: string | null) {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: keyOf(bookingId),
    // Offline, the copy kept by the last visit: the check-in QR opens without a network.
    queryFn: ({ signal }) =>
      withOfflineCopy(bookingId, 'visit-day', () =>
        api<VisitDayAnswer>('GET', `/api/v1/visit-day/${bookingId}`, {
          query: { viewToken } satisfies QueryOf<ViewTokenQuery>,
          signal,
        }),
      ),
    retry: false,
    select: (a) => a.data,
  });
  const live = q.data?.today === true;
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const query = viewToken ? `?viewToken=${encodeURIComponent(viewToken)}` : '';
    const source = new EventSource(`/api/v1/visit-day/${bookingId}/events${query}`);
    const again = () => void client.invalidateQueries({ queryKey: keyOf(bookingId) });
    let broken = false;
    source.addEventListener('queue', again);
    source.addEventListener('error', () => {
      broken = true;
    });
    source.addEventListener('open', () => {
      if (broken) again();
      broken = false;
    });
    return () => source.close();
  }, [client, bookingId, viewToken, live]);
  return q;
}

/** 'Tôi đã đến': the browser's location, asked on the tap only, sent with the page's reading right. */
export function useArrived(bookingId: number, viewToken: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (at: ArrivedBody) =>
      api<CheckInAnswer>('POST', `/api/v1/visit-day/${bookingId}/arrived`, {
        query: { viewToken } satisfies QueryOf<ViewTokenQuery>,
        body: at,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(bookingId) }),
  });
}

/** The browser's position, or null when it is refused, unavailable or too slow. */
export function currentPosition(): Promise<ArrivedBody | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
