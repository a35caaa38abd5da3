import type { CancelBookingAnswer, MaskedBooking, OwnBooking } from '@salon/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { withUpcomingCopy } from '../offline/index.ts';

/** Booking info (000 §3) as the lookup API gives it; the masked form has only its first four fields. */
export type BookingInfo = MaskedBooking & Partial<OwnBooking>;

const MY_BOOKINGS = ['booking-lookup', 'my'];

/** The logged-in customer's upcoming bookings; offline, the copy kept for this same phone. */
export function useMyBookings(phone: string | null) {
  return useQuery({
    queryKey: [...MY_BOOKINGS, phone],
    enabled: phone !== null,
    queryFn: ({ signal }) =>
      withUpcomingCopy(phone as string, () =>
        api<{ data: BookingInfo[] }>('GET', '/api/v1/booking/my', { signal }),
      ),
  });
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    // An empty JSON object: the client always sends a JSON content type, which needs a body.
    mutationFn: (bookingId: number) =>
      api<CancelBookingAnswer>('PUT', `/api/v1/booking/${bookingId}/cancel`, { body: {} }),
    // Success or failure, the list reloads (000 §8: cancel failure reloads it), and the booking's own
    // page (the success page's detail and reminders) reads it again.
    onSettled: (_answer, _error, bookingId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: MY_BOOKINGS }),
        client.invalidateQueries({ queryKey: ['booking', 'detail', bookingId] }),
        client.invalidateQueries({ queryKey: ['booking', 'reminders', bookingId] }),
      ]),
  });
}

/**
 * Back into /booking with the booking loaded (the change flow of decision 0081); a booking at home
 * reopens in /booking-at-home with its address (decision 0124).
 */
export function changeHref(b: BookingInfo): string {
  return `${b.isBookAtHome ? '/booking-at-home' : '/booking'}?phone=${encodeURIComponent(b.customerPhone)}&salonId=${b.salonId ?? 0}&step=0&changeBookingId=${b.bookingId}`;
}
