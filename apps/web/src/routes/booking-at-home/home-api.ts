import type {
  HomePointQuery,
  HomeSalonsAnswer,
  PlaceDetail,
  PlaceDetailQuery,
} from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';

// Calls of the at-home block: the salons that serve the address, and a looked-up place's detail (000 §7).
// The address search and saved places are features/places/place-queries.ts, shared with /save-location.

export function useHomeSalons(point: { latitude: number; longitude: number } | null) {
  return useQuery({
    queryKey: ['booking', 'home-salons', point?.latitude, point?.longitude],
    enabled: point !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api<HomeSalonsAnswer>('GET', '/api/v1/booking/at-home/salons', {
        query: { latitude: point?.latitude, longitude: point?.longitude } satisfies QueryOf<HomePointQuery>,
        signal,
      }).then((a) => a.data),
  });
}

export function fetchPlace(placeId: string) {
  return api<{ data: PlaceDetail }>('GET', '/api/appcustomer/location/address-by-placeid', {
    query: { placeid: placeId } satisfies QueryOf<PlaceDetailQuery>,
  }).then((a) => a.data);
}
