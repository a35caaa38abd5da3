import { message, RANKING_TOP } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import { positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import * as service from './service.ts';

// HTTP only: staff ranking and challenges (000 §7 "Other": "Staff ranking: GET with masterKey and top=30,
// and by salonId"; "GET /api/staff-challenge"). The ranking's path is not shown: /api/staff-ranking.
const tags = ['ranking'];

const rankingQuery = z.object({
  masterKey: z
    .enum(['stylist', 'skinner', 'master'], { error: message('invalidRequest') })
    .default('stylist')
    .describe("Which board: 'stylist' (default), 'skinner', or 'master' (master stylists only)"),
  salonId: positiveIntId.optional().describe("Only the salon's own staff"),
  top: strictInt(1, RANKING_TOP, { error: message('invalidRequest') }).default(RANKING_TOP),
});

export async function rankingRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/api/staff-ranking',
    {
      schema: {
        tags,
        summary: 'Top 30 staff of the last 90 days by smoothed stars and visits, network-wide or of a salon',
        querystring: rankingQuery,
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
