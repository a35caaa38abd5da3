import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Moyo salon booking API',
        description:
          'API of the customer web site: salons, services, hours, bookings, login and tracking. ' +
          'Paths the specification shows are served exactly; the others are documented here. ' +
          'Errors are JSON `{ statusCode, message }` with a Vietnamese message the UI shows as is.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
