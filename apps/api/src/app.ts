import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '@salon/domain';
import { answerSerializerCompiler, checkTextAnswers } from './http/answer-serializer.ts';
import { logSerializers } from './http/access-log.ts';
import type { AppDeps, AppInstance } from './http/app-instance.ts';
import { connectionLimits, guardConnections, httpServerOptions } from './http/connection-guard.ts';
import { registerPersonalAnswers } from './http/personal-answers.ts';
import { checkDeclaredAuth } from './http/route-auth.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { moduleRoutes } from './modules/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerFloodLimit } from './plugins/flood-limit.ts';
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard.ts';
import { acceptEmptyJsonBodies } from './plugins/json-body.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

// Zod's own English texts never reach a user: a schema without its own message says this.
z.config({ customError: () => message('invalidRequest') });

export interface BuildOptions {
  deps: AppDeps;
  logger?: boolean | object;
  serveWeb?: boolean;
}

/** The Fastify app: plugins, error handling, every module's routes, and the built web app. */
export async function buildApp({
  deps,
  logger = false,
  serveWeb = true,
}: BuildOptions): Promise<AppInstance> {
  const app = Fastify({
    // The access log writes URLs without the keys some carry (http/access-log.ts).
    logger: logger && { ...(logger === true ? {} : logger), serializers: logSerializers },
    // Unfinished requests are closed in seconds, connections bounded per address and in all (decision 0136).
    http: httpServerOptions,
    requestTimeout: httpServerOptions.requestTimeout,
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
    // Who may set X-Forwarded-For: nobody unless TRUST_PROXY says (http/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  guardConnections(app.server, connectionLimits(deps.config.trustProxy));
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their contracts outside production (decision 0107).
  const strictAnswers = deps.config.env !== 'production';
  app.setSerializerCompiler(answerSerializerCompiler(strictAnswers));
  if (strictAnswers) {
    checkTextAnswers(app);
    // A route's declared auth (its documented security) is checked against what its handler reads.
    checkDeclaredAuth(app);
  }
  app.decorate('deps', deps);
  registerErrorHandler(app);
  registerInputGuard(app);
  acceptEmptyJsonBodies(app);
  await registerSecurityHeaders(app, deps.config.frameAncestors);
  registerCompression(app);
  await registerOpenApi(app);
  await app.register(cookie);
  await registerFloodLimit(app);

  registerPersonalAnswers(app);
  for (const routes of moduleRoutes) await app.register(routes);

  await registerStaticWeb(app, serveWeb ? deps.config.webDist : null, {
    demoBanner: deps.config.mode === 'demo',
  });
  return app;
}
