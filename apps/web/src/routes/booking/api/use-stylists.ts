import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';
import type { StylistsAnswer, StylistsQuery as StylistsWireQuery } from '@salon/domain/contracts';

export interface StylistsQuery {
  salonId: number | null;
  /** DD-MM-YYYY */
  workDate: string;
  customerPhone: string | null;
}

export function fetchStylists(q: StylistsQuery, signal?: AbortSignal) {
  return api<StylistsAnswer>('GET', '/api/v1/booking/stylists', {
    query: {
      salonId: q.salonId,
      workDate: q.workDate,
      customerPhone: q.customerPhone,
    } satisfies QueryOf<StylistsWireQuery>,
    signal,
  });
}

/** Stylists and skinners of a salon on a work date; a failure only leaves the list empty. */
export function useStylists(q: StylistsQuery) {
  return useQuery({
    queryKey: ['booking', 'stylists', q.salonId, q.workDate, q.customerPhone],
    queryFn: ({ signal }) => fetchStylists(q, signal),
    enabled: q.salonId !== null && q.salonId > 0,
    select: (a) => a.data,
  });
}
