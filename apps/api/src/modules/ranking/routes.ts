import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import * as service from './service.ts';

// HTTP only: staff ranking and challenges (000 §7 "Other": "Staff ranking: GET with masterKey and top=30,
// and by salonId"; "GET /api/staff-challenge"). The ranking's path is not shown: /api/staff-ranking.
const tags = ['ranking'];

export async function rankingRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/api/staff-ranking',
    {
      schema: {
        tags,
        summary: 'Top 30 staff of the last 90 days by smoothed stars and visits, network-wide or of a salon',
        querystring: c.staffRankingQuery,
        response: { 200: c.staffRankingAnswer, 400: c.errorAnswer },
      },
    },
    async (request) => ({
      data: await service.ranking(deps, { ...request.query, salonId: request.query.salonId ?? null }),
    }),
  );

  app.get(
    '/api/staff-challenge',
    {
      schema: {
        tags,
        summary: 'Running challenges (and those ended in the last 30 days) with the top 10 stylists of each',
        response: { 200: c.staffChallengeAnswer },
      },
    },
    async () => ({ data: await service.challenges(deps) }),
  );
}
