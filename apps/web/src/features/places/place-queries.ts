import type { PlaceAutocompleteQuery, PlaceSuggestion, SavedPlace } from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';

// The places area's two reads, shared by /save-location and the at-home booking: the logged-in
// customer's saved places, and the address search (server side: the data set stays there).

export const SAVED_PLACES_KEY = ['places', 'mine'] as const;

export function useSavedPlaces(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_PLACES_KEY,
    enabled,
    queryFn: ({ signal }) =>
      api<{ data: SavedPlace[] }>('GET', '/api/appcustomer/location', { signal }).then((a) => a.data),
  });
}

/** Suggestions for at least 2 typed characters; nothing is asked for less. */
export function useAddressSuggestions(input: string) {
  const q = input.trim();
  return useQuery({
    queryKey: ['places', 'autocomplete', q],
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api<{ data: PlaceSuggestion[] }>('GET', '/api/appcustomer/location/autocomplete', {
        query: { input: q } satisfies QueryOf<PlaceAutocompleteQuery>,
        signal,
      }).then((a) => a.data),
  });
}
