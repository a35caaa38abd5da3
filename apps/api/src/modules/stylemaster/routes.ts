import { Refusal } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { optionalCustomer, requireCustomer } from '../../http/auth.ts';
import { ownId } from '../history/index.ts';
import * as service from './service.ts';

// HTTP only: style masters (000 §7, issue 20). The public lists are under api/stylemaster, the caller's
// actions under api/appcustomer/stylemaster (401 without a login, 403 for another customerId).
// The month's top 4 stays in modules/home (cached with the home page).
const refused = { 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer, 404: c.errorAnswer };
const tags = ['style masters'];

export async function styleMasterRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/api/stylemaster/top-like-in-month-pagesize-1000',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary: "The month's style-master photos (up to 1000), most liked first, with the caller's likes",
        response: { 200: c.styleMasterListAnswer },
      },
    },
    async (request, reply) => {
      const who = await optionalCustomer(request);
      reply.header('cache-control', 'private, no-cache');
      return { data: await service.gallery(deps, who?.customerId ?? null) };
    },
  );

  app.get(
    '/api/stylemaster/top-three-month',
    {
      schema: {
        tags,
        summary: 'The 10 stylists whose photos got the most likes this month and the two before',
        response: { 200: c.threeMonthTopAnswer },
      },
    },
    async () => ({ data: await service.threeMonthTop(deps) }),
  );

  for (const [path, on] of [
    ['/api/appcustomer/stylemaster/like', true],
    ['/api/appcustomer/stylemaster/unlike', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          auth: 'customer',
          summary: on
            ? 'Likes a photo; once per customer (a second or concurrent like changes nothing)'
            : "Takes the caller's like back (nothing happens without one)",
          body: c.styleMasterPhotoBody,
          response: { 200: c.likeAnswer, ...refused },
        },
      },
      async (request) => {
        const id = ownId(await requireCustomer(request), request.body.customerId);
        const photo = c.styleMasterPhotoOf(request.body);
        if (photo === undefined) throw new Refusal('invalidId');
        return { statusCode: 200 as const, data: await service.like(deps, id, photo, on) };
      },
    );
  }

  app.post(
    '/api/appcustomer/stylemaster/vote',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: 'Votes for a photo; once per customer and photo, for good',
        body: c.styleMasterPhotoBody,
        response: { 200: c.voteAnswer, ...refused },
      },
    },
    async (request) => {
      const id = ownId(await requireCustomer(request), request.body.customerId);
      const photo = c.styleMasterPhotoOf(request.body);
      if (photo === undefined) throw new Refusal('invalidId');
      return { statusCode: 200 as const, data: await service.vote(deps, id, photo) };
    },
  );

  app.get(
    '/api/appcustomer/stylemaster/history',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: 'The photos the caller liked or voted for, latest first (20 a page)',
        querystring: c.styleMasterHistoryQuery,
        response: { 200: c.styleMasterHistoryAnswer, ...refused },
      },
    },
    async (request) => {
      const id = ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.history(deps, id, request.query.pageNum) };
    },
  );
}
