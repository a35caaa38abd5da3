import type { PlaceSuggestion, SavedPlace } from '@salon/domain/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

// The logged-in customer's saved places and the address search (server side: the data set stays there).
const PLACES_KEY = ['places', 'mine'] as const;

export function useSavedPlaces(enabled: boolean) {
  return useQuery({
    queryKey: PLACES_KEY,
    enabled,
    queryFn: ({ signal }) =>
      api<{ data: SavedPlace[] }>('GET', '/api/appcustomer/location', { signal }).then((a) => a.data),
  });
}

export function useAddressSuggestions(input: string) {
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

export interface PlaceForm {
  name: string;
  placeId: string;
  detail: string;
}

/** Add, change and remove; each refreshes the list and the booking page's saved addresses. */
export function usePlaceActions() {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: PLACES_KEY });
    await client.invalidateQueries({ queryKey: ['salons', 'saved-addresses'] });
  };
  return {
    add: async (form: PlaceForm) => {
      await api('POST', '/api/appcustomer/location', { body: form });
      await refresh();
    },
    change: async (attrId: number, form: PlaceForm) => {
      await api('PUT', `/api/appcustomer/location/${attrId}`, { body: form });
      await refresh();
    },
    remove: async (attrId: number) => {
      await api('DELETE', `/api/appcustomer/location/${attrId}`);
      await refresh();
    },
  };
}
