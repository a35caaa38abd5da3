import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { message, Refusal } from '@salon/domain';
import { refusalToHttp } from '../http/refusal-to-http.ts';

/** Every error leaves as JSON with a Vietnamese `message` the UI can show; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) {
      const { status, body } = refusalToHttp(error);
      // A refusal that says when to come back says it to clients and proxies too.
      if (typeof body.retryAfterSeconds === 'number' && status === 429)
        reply.header('retry-after', String(body.retryAfterSeconds));
      return reply.status(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, ''),
        message: v.message,
      }));
      return reply.status(400).send({
        statusCode: 400,
        message: issues[0]?.message ?? message('invalidRequest'),
        errors: issues,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, message: message('serverError') });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type): never its English text.
    const text = message('invalidRequest');
    return reply.status(status).send({ statusCode: status, message: text });
  });
}
