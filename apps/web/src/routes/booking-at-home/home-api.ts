import type { HomeSalonsAnswer, PlaceDetail, PlaceSuggestion, SavedPlace } from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

// Calls of the at-home block: the salons that serve the address (booking), and the places area's
// address search and saved places (000 §7; the same calls as /save-location).

export function useHomeSalons(point: { latitude: number; longitude: number } | null) {
  return useQuery({
    queryKey: ['booking', 'home-salons', point?.latitude, point?.longitude],
    enabled: point !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api<HomeSalonsAnswer>('GET', '/api/v1/booking/at-home/salons', {
        query: { latitude: point?.latitude, longitude: point?.longitude },
        signal,
      }).then((a) => a.data),
  });
}

export function useSavedHomes(enabled: boolean) {
  return useQuery({
    queryKey: ['places', 'mine'],
    enabled,
    queryFn: ({ signal }) =>
      api<{ data: SavedPlace[] }>('GET', '/api/appcustomer/location', { signal }).then((a) => a.data),
  });
}

export function usePlaceSuggestions(input: string) {
  const q = input.trim();
  return useQuery({
    queryKey: ['places', 'autocomplete', q],
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api<{ data: PlaceSuggestion[] }>('GET', '/api/appcustomer/location/autocomplete', {
        query: { input: q },
        signal,
      }).then((a) => a.data),
  });
}

export function fetchPlace(placeId: string) {
  return api<{ data: PlaceDetail }>('GET', '/api/appcustomer/location/address-by-placeid', {
    query: { placeid: placeId },
  }).then((a) => a.data);
}
