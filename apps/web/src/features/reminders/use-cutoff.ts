import { changeCutoffAt, fromDdMmYyyy, minuteOfHourText } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

// The change/cancel cutoff as lookup shows it (issue 22): the server's minutes (configuration), applied
// to the booking's day and hour. The server refuses after it anyway; this only tells the customer.

export interface Cutoff {
  minutes: number;
  /** Vietnam's HH:mm and DD-MM-YYYY of the last moment to change or cancel. */
  time: string;
  date: string;
  passed: boolean;
}

/** The cutoff minutes and how far the server's clock is ahead of this browser's (ms). */
export function useCutoffSetting() {
  return useQuery({
    queryKey: ['booking-cutoff'],
    queryFn: async ({ signal }) => {
      const { data } = await api<{ data: { cutoffMinutes: number; now: string } }>(
        'GET',
        '/api/v1/booking-cutoff',
        { signal },
      );
      return { minutes: data.cutoffMinutes, offsetMs: Date.parse(data.now) - Date.now() };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The cutoff of a booking on dateBook (DD-MM-YYYY) at hourBook ('14h10'), or null when unreadable. */
export function cutoffOf(dateBook: string, hourBook: string, minutes: number, now: Date): Cutoff | null {
  const dateIso = fromDdMmYyyy(dateBook);
  const minuteOfDay = minuteOfHourText(hourBook);
  if (!dateIso || minuteOfDay === null) return null;
  const at = changeCutoffAt({ dateIso, minuteOfDay }, minutes);
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return {
    minutes,
    time: local.slice(11, 16),
    date: `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)}`,
    passed: now.getTime() >= at.getTime(),
  };
}

export function useCutoff(dateBook: string, hourBook: string | undefined): Cutoff | null {
  const { data } = useCutoffSetting();
  if (!data || !hourBook) return null;
  // The server's clock decides what is upcoming (the lookup's list), so the cutoff is read by it too.
  return cutoffOf(dateBook, hourBook, data.minutes, new Date(Date.now() + data.offsetMs));
}
