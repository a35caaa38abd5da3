import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { ServiceDetailData } from '../shared/service-types.ts';

export function useServiceDetail(
  salonId: number | null,
  groupId: number | null,
  memberType: number,
  lang: string,
) {
  return useQuery({
    queryKey: ['services', 'detail', salonId, groupId, memberType, lang],
    queryFn: ({ signal }) =>
      api<{ data: ServiceDetailData }>('GET', '/api/v1/service-booking/detail-v2', {
        query: { salonId, groupId, memberType, lang },
        signal,
      }),
    enabled: salonId !== null && salonId > 0 && groupId !== null && groupId > 0,
    select: (a) => a.data,
    retry: false,
  });
}
