import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { SalonOff } from '@salon/domain/contracts';

/** Whether the chosen salon is closed today; a failed check is silent (001 §8). */
export function useSalonOff(salonId: number | null) {
  return useQuery({
    queryKey: ['salons', 'off', salonId],
    enabled: salonId !== null && salonId > 0,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api<{ data: SalonOff }>('GET', '/api/v1/booking/salon-off', { query: { salonId }, signal })
        .then((a) => a.data)
        .catch((): SalonOff => ({ message: null, salonBackUp: [] })),
  });
}
