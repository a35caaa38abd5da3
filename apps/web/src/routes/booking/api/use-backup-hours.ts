import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';
import type { BackupHoursAnswer, BackupHoursQuery as BackupHoursWireQuery } from '@salon/domain/contracts';

export interface BackupHoursQuery {
  salonId: number | null;
  /** DD-MM-YYYY */
  bookDate: string;
  serviceIds: number[];
  enabled: boolean;
}

/** Salons near the chosen one with their free hours (statusCode 0 means data). Failures stay silent. */
export function useBackupHours(q: BackupHoursQuery) {
  return useQuery({
    queryKey: ['booking', 'backup-hours', q.salonId, q.bookDate, q.serviceIds.join(',')],
    queryFn: ({ signal }) =>
      api<BackupHoursAnswer>('GET', '/api/v1/booking/backup-hours', {
        query: {
          salonId: q.salonId,
          bookDate: q.bookDate,
          choosenServices: q.serviceIds.join(','),
        } satisfies QueryOf<BackupHoursWireQuery>,
        signal,
      }),
    enabled: q.enabled && q.salonId !== null && q.salonId > 0 && q.serviceIds.length > 0,
    staleTime: 0,
    select: (a) => (a.statusCode === 0 ? a.data : []),
  });
}
