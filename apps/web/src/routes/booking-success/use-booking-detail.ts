import { fromInternational } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchBookingDetail } from '../booking/api/booking-calls.ts';
import { loadSnapshot, type SuccessSnapshot } from './success-snapshot.ts';
import { viewTokenFromUrl } from '../../features/reminders/booking-reminders.tsx';
import { withOfflineCopy } from '../../features/offline/index.ts';

/**
 * The booking to show: the server's record (readable with this browser's view token or the owner's
 * login), over the snapshot the booking screen left; null when neither is available.
 */
export function useBookingDetail(bookingId: number | null) {
  const snapshot = bookingId ? loadSnapshot(bookingId) : null;
  // A reminder's link carries its own view token (?t=) for a browser with no snapshot.
  const viewToken = snapshot?.viewToken ?? viewTokenFromUrl();
  const q = useQuery({
    queryKey: ['booking', 'detail', bookingId],
    // Offline (the success page opened from the installed app or the service worker), the copy kept by the last visit.
    queryFn: ({ signal }) =>
      withOfflineCopy(bookingId as number, 'detail', () =>
        fetchBookingDetail(bookingId as number, viewToken, signal),
      ),
    enabled: bookingId !== null,
    retry: false,
    select: (a) => a.data,
  });
  const d = q.data;
  const first = d?.listBooking[0];
  const merged: SuccessSnapshot | null = d
    ? {
        bookingId: d.bookingId,
        viewToken,
        phone: fromInternational(d.customerPhone),
        salonName: d.salonName,
        salonAddress: d.salonAddress,
        dateBook: d.dateBook,
        hour: d.hourBook,
        hourFrame: d.hourFrame,
        // When the system picked, this is the stylist the server assigned.
        stylistName: first?.stylistName ?? null,
        skinnerName: first?.skinnerName ?? null,
        services: (first?.services ?? []).map((s) => ({
          name: s.name,
          price: s.price,
          timeServe: snapshot?.services.find((x) => x.name === s.name)?.timeServe ?? 0,
        })),
        totalMoney: d.totalMoney,
        balancePaid: d.balancePaid,
        groupSize: Math.max(1, d.listBooking.length),
        persons: d.listBooking.map((p) => ({
          hour: p.hour,
          stylistName: p.stylistName,
          skinnerName: p.skinnerName,
          services: p.services.map((s) => s.name),
        })),
        changed: snapshot?.changed,
        parkingMap: d.parkingMap,
        homeAddress: d.homeAddress?.address ?? null,
      }
    : snapshot;
  // The server's record itself (status, cancelled, phone) for change and cancel; null until read.
  return { booking: merged, detail: d ?? null, isPending: q.isPending && bookingId !== null && !snapshot };
}
