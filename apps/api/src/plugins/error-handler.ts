import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { message, Refusal } from '@salon/domain';
import { refusalToHttp } from '../http/refusal-to-http.ts';

export interface ErrorAnswer {
  status: number;
  body: { statusCode: number; message: string } & Record<string, unknown>;
}

/** The answer to an error: a Vietnamese `message` the UI can show; 5xx details stay in the log. */
export function errorAnswerOf(error: FastifyError | Refusal, request: FastifyRequest): ErrorAnswer {
  if (error instanceof Refusal) return refusalToHttp(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, ''),
      message: v.message,
    }));
    return {
      status: 400,
      body: { statusCode: 400, message: issues[0]?.message ?? message('invalidRequest'), errors: issues },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return { status: 500, body: { statusCode: 500, message: message('serverError') } };
  }
  // Fastify's own 4xx (bad JSON, body too large, wrong content type): never its English text.
  return { status, body: { statusCode: status, message: message('invalidRequest') } };
}

/** Sends an error's answer; a refusal that says when to come back says it to clients and proxies too. */
export function sendErrorAnswer(reply: FastifyReply, { status, body }: ErrorAnswer) {
  if (typeof body.retryAfterSeconds === 'number' && status === 429)
    reply.header('retry-after', String(body.retryAfterSeconds));
  return reply.status(status).send(body);
}

/** Every error leaves as JSON (errorAnswerOf), whatever route it comes from. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) =>
    sendErrorAnswer(reply, errorAnswerOf(error, request)),
  );
}
