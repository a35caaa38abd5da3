import { DEFAULT_DAY_LIMITS } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { BookingRole } from './types.ts';

/** The booking-privacy role; the spec's defaults while loading or when the call fails. */
export function useBookingRole(phone: string | null, salonId: number | null) {
  const q = useQuery({
    queryKey: ['booking', 'role', phone, salonId],
    queryFn: ({ signal }) =>
      api<{ data: BookingRole }>('GET', '/api/v1/booking/booking-privacy', {
        query: { phone, salonId },
        signal,
      }),
    select: (a) => a.data,
  });
  const role = q.data ?? {};
  return {
    allowMultiple: role.allowMultiple ?? false,
    dayLimits: {
      daysBookFuture: role.daysBookFuture ?? DEFAULT_DAY_LIMITS.daysBookFuture,
      maxDaysBookFuture: role.maxDaysBookFuture ?? DEFAULT_DAY_LIMITS.maxDaysBookFuture,
    },
  };
}
