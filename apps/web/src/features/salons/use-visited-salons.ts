import type { VisitedSalonGroup, VisitedSalonsQuery } from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';
import { useOwnPhone } from '../auth/use-own-phone.ts';

/** Ids of the salons this phone visited, most recent first (first group); asked only by its owner. */
export function useVisitedSalonIds(phone: string | null): number[] {
  const own = useOwnPhone(phone);
  const q = useQuery({
    queryKey: ['salons', 'visited', own],
    enabled: own !== null,
    queryFn: async ({ signal }) => {
      try {
        const a = await api<{ data: VisitedSalonGroup[] }>('GET', '/api/v1/booking/salon-near', {
          query: { customerPhone: own } satisfies QueryOf<VisitedSalonsQuery>,
          signal,
        });
        return a.data[0]?.data ?? [];
      } catch {
        return [];
      }
    },
  });
  return own ? (q.data ?? []) : [];
}
