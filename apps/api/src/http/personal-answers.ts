import type { FastifyInstance, FastifyReply } from 'fastify';

// An answer that depends on who asks (the session, a login, a key in the URL) must never be kept by a
// shared cache and handed to the next customer. Decided here once, for every route: a route that declares
// who may call it (`schema.auth`, which every handler reading the login must declare, or its OpenAPI
// `security`) or takes a key in its path answers `Cache-Control: private, no-store` and
// `Vary: Cookie, Authorization`, whatever its status. Public answers (lists, documents, pages) keep their
// own caching (etag.ts).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers depend on who asks. */
    personal?: boolean;
  }
}

export const PERSONAL_CACHE_CONTROL = 'private, no-store';
const CALLER_HEADERS = ['Cookie', 'Authorization'];

/** Whether a route's answers depend on who asks, from its description. */
export function isPersonalRoute(url: string, schema: unknown): boolean {
  const { auth, security } = (schema ?? {}) as { auth?: string; security?: unknown[] };
  return Boolean(auth) || (security?.length ?? 0) > 0 || /\/:token\b/.test(url);
}

/** Routes registered after this (every module's) get the rule. */
export function registerPersonalAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (isPersonalRoute(route.url, route.schema)) route.config = { ...route.config, personal: true };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.personal) markPrivate(reply);
    return payload;
  });
}

function markPrivate(reply: FastifyReply) {
  reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  const vary = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const missing = CALLER_HEADERS.filter((h) => !vary.some((v) => v.toLowerCase() === h.toLowerCase()));
  reply.header('vary', [...vary, ...missing].join(', '));
}
