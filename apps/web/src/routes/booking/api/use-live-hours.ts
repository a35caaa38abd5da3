import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

// Live hours (issue 22, decision 0123): while step 0 shows a salon day, the server's event stream says
// when anyone takes or frees a slot of it, and that day's hours are asked again (the hours call is
// cached on the server, so a busy day costs little). One stream per salon day, shared by the parts
// showing it; EventSource reconnects by itself, and the hours are asked again after a reconnect since
// changes may have been missed.

interface Stream {
  source: EventSource;
  users: number;
}
const streams = new Map<string, Stream>();

function refetchDay(client: QueryClient, salonId: number, bookDate: string) {
  void client.invalidateQueries({ queryKey: ['booking', 'hours', salonId, bookDate] });
}

function open(client: QueryClient, salonId: number, bookDate: string): Stream {
  const url = `/api/v1/booking/hours-events?salonId=${salonId}&bookDate=${encodeURIComponent(bookDate)}`;
  const source = new EventSource(url);
  let broken = false;
  source.addEventListener('slots', () => refetchDay(client, salonId, bookDate));
  source.addEventListener('error', () => {
    broken = true;
  });
  source.addEventListener('open', () => {
    if (broken) refetchDay(client, salonId, bookDate);
    broken = false;
  });
  return { source, users: 0 };
}

export function useLiveHours(salonId: number | null, bookDate: string, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || !salonId || typeof EventSource === 'undefined') return;
    const key = `${salonId}|${bookDate}`;
    let stream = streams.get(key);
    if (!stream) {
      stream = open(client, salonId, bookDate);
      streams.set(key, stream);
    }
    stream.users += 1;
    const mine = stream;
    return () => {
      mine.users -= 1;
      if (mine.users > 0) return;
      mine.source.close();
      if (streams.get(key) === mine) streams.delete(key);
    };
  }, [client, salonId, bookDate, enabled]);
}
