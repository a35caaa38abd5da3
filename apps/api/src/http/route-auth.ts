import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who may call a route, declared once beside its other description (`schema.auth`); no declaration
 * means anyone. The OpenAPI document's security requirements are derived from it (plugins/openapi.ts).
 * - customer: a logged-in customer only (the session cookie or a Bearer token), else 401;
 * - optional-customer: anyone, and a logged-in customer gets more (their prices, their booking);
 * - pos-key: the salons' point-of-sale system, with POS_API_KEY as its Bearer token.
 */
export type RouteAuth = 'customer' | 'optional-customer' | 'pos-key';

declare module 'fastify' {
  interface FastifySchema {
    auth?: RouteAuth;
  }
}

const loginReaders = new WeakSet<FastifyRequest>();

function declaredAuth(request: FastifyRequest): RouteAuth | undefined {
  return request.routeOptions.schema?.auth;
}

// Outside production a route whose handler reads the caller's login without saying so (or says it
// needs a login and never reads one) fails loudly, so the published document cannot drift from the code.
function checking(request: FastifyRequest): boolean {
  return request.server.deps.config.env !== 'production';
}

/** Called by the auth helpers each time a handler asks who is calling. */
export function noteLoginRead(request: FastifyRequest, required: boolean) {
  loginReaders.add(request);
  if (!checking(request)) return;
  const declared = declaredAuth(request);
  const fits = declared === 'customer' || (!required && declared === 'optional-customer');
  if (!fits) {
    const wanted = required ? "'customer'" : "'customer' or 'optional-customer'";
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads the caller's login: its schema must declare auth: ${wanted}`,
    );
  }
}

/** Outside production: a route declared `auth: 'customer'` that answered without asking who is calling. */
export function checkDeclaredAuth(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (declaredAuth(request) !== 'customer' || reply.statusCode >= 400) return payload;
    if (!loginReaders.has(request)) {
      throw new Error(
        `${request.method} ${request.routeOptions.url} declares auth: 'customer' but answered without reading a login`,
      );
    }
    return payload;
  });
}
