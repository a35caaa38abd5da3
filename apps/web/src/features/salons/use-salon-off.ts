import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';
import type { SalonOff, SalonOffQuery } from '@salon/domain/contracts';

/** Whether the chosen salon is closed today; a failed check is silent (001 §8). */
export function useSalonOff(salonId: number | null) {
  return useQuery({
    queryKey: ['salons', 'off', salonId],
    enabled: salonId !== null && salonId > 0,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api<{ data: SalonOff }>('GET', '/api/v1/booking/salon-off', {
        query: { salonId } satisfies QueryOf<SalonOffQuery>,
        signal,
      })
        .then((a) => a.data)
        .catch((): SalonOff => ({ message: null, salonBackUp: [] })),
  });
}
