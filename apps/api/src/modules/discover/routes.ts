import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { optionalCustomer, requireCustomer } from '../../http/auth.ts';
import { ownId } from '../history/index.ts';
import * as service from './service.ts';

// HTTP only: the discover feed (000 §7 "Other": GET /discovers, /discovers/{id}, /discovers/{id}/like,
// /customers/{id}/discovers). These paths are JSON only (static-web's API prefixes); the feed's web page
// is /kham-pha (decision 0126). GET …/like reads the caller's like; POST likes, DELETE takes it back.
const tags = ['discover'];
const refused = { 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer, 404: c.errorAnswer };

export async function discoverRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/discovers',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary: "The feed, newest first (10 a page, up to 50), with the caller's likes",
        querystring: c.discoverPageQuery,
        response: { 200: c.discoverListAnswer, 400: c.errorAnswer },
      },
    },
    async (request, reply) => {
      const who = await optionalCustomer(request);
      reply.header('cache-control', 'private, no-cache');
      return service.feed(deps, who?.customerId ?? null, request.query);
    },
  );

  app.get(
    '/discovers/:id',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary: 'One post with its text',
        params: c.discoverPostParams,
        response: { 200: c.discoverDetailAnswer, 400: c.errorAnswer, 404: c.errorAnswer },
      },
    },
    async (request, reply) => {
      const who = await optionalCustomer(request);
      reply.header('cache-control', 'private, no-cache');
      return { data: await service.detail(deps, who?.customerId ?? null, request.params.id) };
    },
  );

  app.get(
    '/discovers/:id/like',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The post's likes and whether the caller likes it",
        params: c.discoverPostParams,
        response: { 200: c.likeAnswer, ...refused },
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      return {
        statusCode: 200 as const,
        data: await service.likeState(deps, who.customerId, request.params.id),
      };
    },
  );

  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/discovers/:id/like',
      schema: {
        tags,
        auth: 'customer',
        summary: on ? 'Likes the post, once per customer' : "Takes the caller's like back",
        params: c.discoverPostParams,
        response: { 200: c.likeAnswer, ...refused },
      },
      handler: async (request) => {
        const who = await requireCustomer(request);
        return {
          statusCode: 200 as const,
          data: await service.like(deps, who.customerId, request.params.id, on),
        };
      },
    });
  }

  app.get(
    '/customers/:id/discovers',
    {
      schema: {
        tags,
        auth: 'customer',
        summary:
          'The posts the customer liked, latest like first; only the customer themself (403 otherwise)',
        params: c.discoverPostParams,
        querystring: c.discoverPageQuery,
        response: { 200: c.discoverListAnswer, ...refused },
      },
    },
    async (request) => {
      const id = ownId(await requireCustomer(request), request.params.id);
      return service.likedBy(deps, id, request.query);
    },
  );
}
