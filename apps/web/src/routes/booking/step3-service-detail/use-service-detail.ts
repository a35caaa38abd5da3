import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';
import type { ServiceDetailData } from '../shared/service-types.ts';
import type { ServiceDetailQuery } from '@salon/domain/contracts';

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
        query: {
          salonId,
          groupId,
          memberType,
          lang: lang === 'en' ? 'en' : 'vi',
        } satisfies QueryOf<ServiceDetailQuery>,
        signal,
      }),
    enabled: salonId !== null && salonId > 0 && groupId !== null && groupId > 0,
    select: (a) => a.data,
    retry: false,
  });
}
