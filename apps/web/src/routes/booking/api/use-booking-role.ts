import { DEFAULT_DAY_LIMITS } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';
import { useOwnPhone } from '../../../features/auth/use-own-phone.ts';
import type { BookingPrivacyQuery, BookingRole } from '@salon/domain/contracts';

/**
 * The booking-privacy role; the spec's defaults while loading or when the call fails. The phone is
 * sent only by its logged-in owner: the member type is theirs alone (decision 0102).
 */
export function useBookingRole(bookingPhone: string | null, salonId: number | null) {
  const phone = useOwnPhone(bookingPhone);
  const q = useQuery({
    queryKey: ['booking', 'role', phone, salonId],
    queryFn: ({ signal }) =>
      api<{ data: BookingRole }>('GET', '/api/v1/booking/booking-privacy', {
        query: { phone, salonId } satisfies QueryOf<BookingPrivacyQuery>,
        signal,
      }),
    select: (a) => a.data,
  });
  const role: Partial<BookingRole> = q.data ?? {};
  return {
    allowMultiple: role.allowMultiple ?? false,
    // Stylist choice (decision 0148): the API refuses a chosen stylist where this is false.
    allowBookStylist: role.allowBookStylist ?? true,
    dayLimits: {
      daysBookFuture: role.daysBookFuture ?? DEFAULT_DAY_LIMITS.daysBookFuture,
      maxDaysBookFuture: role.maxDaysBookFuture ?? DEFAULT_DAY_LIMITS.maxDaysBookFuture,
    },
  };
}
