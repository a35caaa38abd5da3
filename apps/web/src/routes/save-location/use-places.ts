import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { SAVED_PLACES_KEY } from '../../features/places/place-queries.ts';
import type { SavedPlaceBody, SavedPlaceChangeBody } from '@salon/domain/contracts';

// Changes to the logged-in customer's saved places (the reads are features/places/place-queries.ts).

export interface PlaceForm {
  name: string;
  placeId: string;
  detail: string;
}

/** Add, change and remove; each refreshes the list and the booking page's saved addresses. */
export function usePlaceActions() {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: SAVED_PLACES_KEY });
    await client.invalidateQueries({ queryKey: ['salons', 'saved-addresses'] });
  };
  return {
    add: async (form: PlaceForm) => {
      await api('POST', '/api/appcustomer/location', { body: form satisfies SavedPlaceBody });
      await refresh();
    },
    change: async (attrId: number, form: PlaceForm) => {
      await api('PUT', `/api/appcustomer/location/${attrId}`, { body: form satisfies SavedPlaceChangeBody });
      await refresh();
    },
    remove: async (attrId: number) => {
      await api('DELETE', `/api/appcustomer/location/${attrId}`);
      await refresh();
    },
  };
}
