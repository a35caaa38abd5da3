import { sql } from 'kysely';
import { healthAnswer, healthDownAnswer } from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        response: { 200: healthAnswer, 503: healthDownAnswer },
      },
    },
    async (_request, reply) => {
      const kind = app.deps.dbKind;
      try {
        await sql`select 1`.execute(app.deps.db);
        return { status: 'ok' as const, database: { kind, up: true } };
      } catch (err) {
        app.log.error({ err }, 'database check failed');
        return reply.status(503).send({ status: 'down' as const, database: { kind, up: false } });
      }
    },
  );
}
