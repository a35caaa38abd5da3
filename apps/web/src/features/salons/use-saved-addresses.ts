import { validateBookingPhone } from '@salon/domain';
import type {
  NearSalon,
  SalonsNearLocationQuery,
  SavedAddress,
  SavedAddressesQuery,
} from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';

/** Saved addresses of the booking phone (empty for no phone or on failure). */
export function useSavedAddresses(phone: string | null): SavedAddress[] {
  const valid = phone !== null && validateBookingPhone(phone).ok;
  const q = useQuery({
    queryKey: ['salons', 'saved-addresses', phone],
    enabled: valid,
    queryFn: ({ signal }) =>
      api<{ data: SavedAddress[] }>('GET', '/api/booking-info/attribute', {
        query: { phoneNumber: phone } satisfies QueryOf<SavedAddressesQuery>,
        signal,
      })
        .then((a) => a.data)
        .catch(() => []),
  });
  return valid ? (q.data ?? []) : [];
}

/** The 5 salons nearest a saved address, as {salonId, distance}. */
export function useSalonsNearAddress(phone: string | null, attrId: number | null) {
  return useQuery({
    queryKey: ['salons', 'near-address', phone, attrId],
    enabled: phone !== null && attrId !== null,
    queryFn: ({ signal }) =>
      api<{ data: NearSalon[] }>('GET', '/api/booking-info/salon-near-location', {
        query: { phoneNumber: phone, attrId, numOfSalon: 5 } satisfies QueryOf<SalonsNearLocationQuery>,
        signal,
      })
        .then((a) => a.data)
        .catch(() => []),
  });
}
