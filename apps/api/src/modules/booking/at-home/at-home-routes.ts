import { atHomeTravelMinutes, serviceArea, todayInVietnam } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../../http/app-instance.ts';
import { cachedStatic } from '../../../db/static-cache.ts';
import { homeServingSalons } from './at-home-repo.ts';
import { closedSalonIds } from '../../salons/index.ts';

// GET /api/v1/booking/at-home/salons (path not shown in the spec; decision 0124): the salons whose
// at-home area holds a point, nearest first, so the at-home flow offers only salons that will come.

const MAX_SALONS = 5;
// 001 §5: salon 269 (training) is never offered.
const EXCLUDED_SALON = 269;

export async function atHomeRoutes(app: AppInstance) {
  const deps = app.deps;
  app.get(
    '/api/v1/booking/at-home/salons',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Booking at home: salons that serve this point (within their radius), nearest first, at most 5',
        querystring: c.homePointQuery,
        response: { 200: c.homeSalonsAnswer },
      },
    },
    async (request) => {
      const today = todayInVietnam(deps.now());
      const salons = await cachedStatic(deps, 'home-salons', () => homeServingSalons(deps.db));
      // A salon closed today (001 §4 salon-off) is not offered: its stylists are not coming.
      const closed = await closedSalonIds(
        deps.db,
        salons.map((s) => s.id),
        today,
      );
      const data = salons
        .filter((s) => s.id !== EXCLUDED_SALON && !closed.has(s.id))
        .filter((s) => s.openingDate === null || s.openingDate <= today)
        .map((s) => ({ salon: s, area: serviceArea(s, request.query, s.radiusKm) }))
        .filter(({ area }) => area.inside)
        .sort((a, b) => a.area.distanceKm - b.area.distanceKm || a.salon.id - b.salon.id)
        .slice(0, MAX_SALONS)
        .map(({ salon, area }) => ({
          salonId: salon.id,
          name: salon.name,
          address: salon.address,
          distance: area.distanceKm,
          radiusKm: salon.radiusKm,
          travelMinutes: atHomeTravelMinutes(area.distanceKm),
        }));
      return { statusCode: 200 as const, data };
    },
  );
}
