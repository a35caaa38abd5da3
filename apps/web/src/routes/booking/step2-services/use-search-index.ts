import type { SearchableService } from '@salon/domain';
import { useMemo } from 'react';
import type { ServiceItem, ServiceListData } from '../shared/service-types.ts';

export interface IndexedService extends SearchableService {
  item: ServiceItem;
}

/** The top-level services with their category title, as the domain search reads them. */
export function useSearchIndex(data: ServiceListData | undefined): IndexedService[] {
  return useMemo(
    () =>
      (data?.data ?? []).flatMap((c) =>
        c.services.map((s) => ({
          serviceId: s.serviceId,
          name: s.versionName ? `${s.name} ${s.versionName}` : s.name,
          subtitle: s.subtitle,
          priceNum: s.priceNum,
          categoryTitle: c.title,
          item: s,
        })),
      ),
    [data],
  );
}
