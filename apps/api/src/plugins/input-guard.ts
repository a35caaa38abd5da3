import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findInputProblem, message, Refusal } from '@salon/domain';

/**
 * Text the database cannot store (NUL, lone surrogates) and absurdly nested
 * bodies are refused before any route sees them, with a Vietnamese 400, for every route at once.
 * Runs after the body is parsed and before the schemas; pages (no route matched) are left to the
 * not-found handler. Headers count too: the view token and the bearer token are read from them.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === undefined) return;
    const problem =
      findInputProblem(request.params) ??
      findInputProblem(request.query) ??
      findInputProblem(request.body) ??
      findInputProblem(request.headers);
    if (problem) throw Refusal.invalid(problem);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that is not valid percent-encoding (a lone surrogate's bytes)
 * or a path segment over maxParamLength is answered before any hook, so it gets the same JSON shape
 * and a Vietnamese message here instead of Fastify's English text.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ statusCode: status, message: message('invalidRequest') });
}
