import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as c from '@salon/domain/contracts';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { TOKEN_COOKIE } from '../http/auth.ts';
import type { AppInstance } from '../http/app-instance.ts';
import type { RouteAuth } from '../http/route-auth.ts';

// The document other tools read (decision 0131): OpenAPI 3.1, whose schemas are JSON Schema, so
// Zod's nullable types are `null` in a type union rather than 3.0's `nullable`. What every route
// shares is added here, once: its security from `schema.auth`, the 400 every route can answer (the
// input guard checks query, body and header text), the 401 of a login-only route, an operationId.

type Requirement = Record<string, string[]>;
const LOGIN: Requirement[] = [{ cookie: [] }, { bearer: [] }];
const securityOf: Record<RouteAuth | 'public', Requirement[]> = {
  customer: LOGIN,
  // An empty requirement first: calling without a login is allowed too.
  'optional-customer': [{}, ...LOGIN],
  'pos-key': [{ posKey: [] }],
  public: [],
};

// The library's own override drops union members that look empty while Zod is still filling them: a
// union used twice in one schema came out as `anyOf: []` (matches nothing). Unions are kept as Zod
// writes them. Its other cases (z.date, z.undefined) appear in no contract: answers carry ISO text.
const zodToJson = createJsonSchemaTransform({ zodToJsonConfig: { override: () => {} } });

// A refusal may carry more than its message (a validation's `errors`, a login's `enableCaptcha`).
const refusal = c.errorAnswer.loose();

const describeRoute: SwaggerTransform<FastifySchema> = (input) => {
  const { schema } = input;
  if (!schema || schema.hide) return zodToJson(input);
  const { auth, response, ...rest } = schema;
  const answers = response as Record<string, unknown> | undefined;
  const shared: FastifySchema = {
    ...rest,
    security: securityOf[auth ?? 'public'],
    response: {
      400: refusal,
      ...(auth === 'customer' ? { 401: c.errorAnswer } : {}),
      ...answers,
    },
  };
  return zodToJson({ ...input, schema: shared });
};

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** `get` + `/api/v1/booking/{bookingId}/reminders` → `getApiV1BookingByBookingIdReminders`: one per method and path. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By${pascal(param[1])}` : pascal(segment);
    });
  return method.toLowerCase() + words.join('');
}

const finishDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) throw new Error('the document is OpenAPI');
  const { paths = {}, ...rest } = document.openapiObject;
  const named: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(paths)) {
    named[path] = {};
    // Each method its own operation (a route serving GET and POST shares one object until here).
    for (const [method, operation] of Object.entries(item ?? {})) {
      const op = operation as { operationId?: string };
      named[path][method] = { ...op, operationId: op.operationId ?? operationIdOf(method, path) };
    }
  }
  return { ...rest, paths: named };
};

export async function registerOpenApi(app: AppInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Moyo salon booking API',
        description:
          'API of the customer web site: salons, services, hours, bookings, login and tracking. ' +
          'Paths the specification shows are served exactly; the others are documented here. ' +
          'Errors are JSON `{ statusCode, message }` with a Vietnamese message the UI shows as is.',
        version: '1.0.0',
      },
      servers: [{ url: app.deps.config.publicUrl, description: 'This site (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: TOKEN_COOKIE,
            description: 'The HttpOnly session cookie the login calls set (the web app).',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The same session token as a header (app shells): the accessToken of a login answer.',
          },
          posKey: {
            type: 'http',
            scheme: 'bearer',
            description: "The salons' point-of-sale system: POS_API_KEY.",
          },
        },
      },
    },
    // The spec's paths are served exactly: a path in PUBLIC_URL must not be cut from them.
    stripBasePath: false,
    transform: describeRoute,
    transformObject: finishDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
