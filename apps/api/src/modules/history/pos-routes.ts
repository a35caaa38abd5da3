import { timingSafeEqual } from 'node:crypto';
import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import { fromThisMachine } from '../../http/loopback.ts';
import { recordVisit } from './visit-recording.ts';

// The salons' point-of-sale system reports served bookings here (Bearer POS_API_KEY). Without a key
// the call does not exist in production; in development and the demo it answers only this machine,
// like the OTP outbox, so a developer (or a browser test) can play the salon's counter.

export function posAllowed(request: FastifyRequest, key: string | null, devOpen: boolean): boolean {
  const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  if (key && given) {
    const a = Buffer.from(given);
    const b = Buffer.from(key);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  return devOpen && fromThisMachine(request);
}

export async function posRoutes(app: AppInstance) {
  const { config } = app.deps;
  if (!config.posApiKey && !config.devOutbox) return;
  app.post(
    '/api/pos/visits',
    {
      schema: {
        tags: ['history'],
        auth: 'pos-key',
        summary:
          "The salon's counter reports a served booking: it becomes a visit in the customer's history (once), and the member tier rises when spending has earned it. Bearer POS_API_KEY.",
        body: c.visitReportBody,
        response: { 200: c.visitRecordedAnswer, 400: c.errorAnswer, 404: c.errorAnswer, 409: c.errorAnswer },
      },
    },
    async (request, reply) => {
      if (!posAllowed(request, config.posApiKey, config.devOutbox)) {
        return reply.status(404).send({ statusCode: 404, message: message('notFound') });
      }
      const data = await recordVisit(app.deps, request.body);
      return { statusCode: 200 as const, message: message('visitRecorded'), data };
    },
  );
}
