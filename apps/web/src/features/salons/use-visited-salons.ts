import { validateBookingPhone } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** Ids of the salons this phone visited, most recent first (first group); empty on failure. */
export function useVisitedSalonIds(phone: string | null): number[] {
  const valid = phone !== null && validateBookingPhone(phone).ok;
  const q = useQuery({
    queryKey: ['salons', 'visited', phone],
    enabled: valid,
    queryFn: async ({ signal }) => {
      try {
        const a = await api<{ data: { title: string; data: number[] }[] }>(
          'GET',
          '/api/v1/booking/salon-near',
          {
            query: { customerPhone: phone },
            signal,
          },
        );
        return a.data[0]?.data ?? [];
      } catch {
        return [];
      }
    },
  });
  return valid ? (q.data ?? []) : [];
}
