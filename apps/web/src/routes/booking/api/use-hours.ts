import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';
import type { HoursQuery as BookHoursQuery, HoursAnswer } from '@salon/domain/contracts';

export interface HoursQuery {
  salonId: number | null;
  /** DD-MM-YYYY */
  bookDate: string;
  /** 0: the system picks the best stylist. */
  stylistId: number;
  /** 0 or absent: any free skinner (counts only when a chosen service needs one). */
  skinnerId?: number;
  serviceIds: number[];
  customerPhone: string | null;
  /** People in the group; slots are free only where that many stylists are (default 1). */
  groupSize?: number;
  /** At home: the address, so the stylist's travel before and after each slot counts (decision 0124). */
  home?: { latitude: number; longitude: number } | null;
}

export function hoursKey(q: HoursQuery) {
  return [
    'booking',
    'hours',
    q.salonId,
    q.bookDate,
    q.stylistId,
    q.skinnerId ?? 0,
    q.serviceIds.join(','),
    q.customerPhone,
    q.groupSize ?? 1,
    q.home ? `${q.home.latitude},${q.home.longitude}` : null,
  ];
}

export function fetchHours(q: HoursQuery, signal?: AbortSignal) {
  return api<HoursAnswer>('GET', '/api/v1/booking/book-hours-group', {
    query: {
      salonId: q.salonId,
      bookDate: q.bookDate,
      stylistId: q.stylistId,
      skinnerId: q.skinnerId ?? 0,
      listServiceId: q.serviceIds.join(','),
      customerPhone: q.customerPhone,
      groupSize: q.groupSize ?? 1,
      homeLatitude: q.home?.latitude,
      homeLongitude: q.home?.longitude,
    } satisfies QueryOf<BookHoursQuery>,
    signal,
  });
}

/** Free hours; always fresh, since a slot can be taken at any moment. */
export function useHours(q: HoursQuery) {
  return useQuery({
    queryKey: hoursKey(q),
    queryFn: ({ signal }) => fetchHours(q, signal),
    enabled: q.salonId !== null && q.salonId > 0 && q.serviceIds.length > 0,
    staleTime: 0,
    select: (a) => a.data,
  });
}
