import { planarDistanceKm, type SalonTag, salonTags, todayInVietnam } from '@salon/domain';
import { useMemo } from 'react';
import { useNearMe } from '../../../features/salons/near-me-store.ts';
import type { Salon } from '@salon/domain/contracts';
import { useVisitedSalonIds } from '../../../features/salons/use-visited-salons.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useCurrentPerson } from '../draft/draft-store.ts';

export interface CardContext {
  chosenId: number | null;
  visitedIds: number[];
  /** The tags of a card; `distance` overrides the distance from the visitor's position. */
  tagsOf(salon: Salon, distance?: number | null): SalonTag[];
  distanceOf(salon: Salon): number | null;
}

/** What every salon card of step 1 needs: visited salons, the visitor's position, today. */
export function useCardContext(): CardContext {
  const { query } = useBookingNav();
  const visitedIds = useVisitedSalonIds(query.phone);
  const nearMe = useNearMe();
  const chosenId = useCurrentPerson().salon?.id ?? null;
  return useMemo(() => {
    const today = todayInVietnam();
    const point = nearMe.status === 'found' ? nearMe.point : null;
    const distanceOf = (s: Salon) => (point ? planarDistanceKm(point, s) : null);
    return {
      chosenId,
      visitedIds,
      distanceOf,
      tagsOf: (s, distance) =>
        salonTags(s, { today, visited: visitedIds.includes(s.id), distance: distance ?? distanceOf(s) }),
    };
  }, [chosenId, visitedIds, nearMe]);
}
