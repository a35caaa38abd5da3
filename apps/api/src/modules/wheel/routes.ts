import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { optionalCustomer, requireCustomer } from '../../http/auth.ts';
import { requireJsonCall } from './json-call.ts';
import * as service from './service.ts';
import { buySpins, spin } from './spin.ts';

// HTTP only: the lucky wheel (000 §7 "Lucky wheel", issue 20). Wheels, gifts, packages, quests and
// recent winners are public; spins, points and gifts won are the caller's (401 without a login).
const refused = { 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer };
const BASE = '/api/v1/wheeling';

export async function wheelRoutes(app: AppInstance) {
  const deps = app.deps;
  const tags = ['lucky wheel'];

  app.get(
    BASE,
    { schema: { tags, summary: 'The active wheels with their gifts', response: { 200: c.wheelsAnswer } } },
    async () => ({ data: await service.wheels(deps) }),
  );

  app.get(
    `${BASE}/gifts`,
    {
      schema: {
        tags,
        summary: "Every active wheel's gifts (or one wheel's), with whether any is left",
        querystring: c.wheelGiftsQuery,
        response: { 200: c.wheelGiftsAnswer, 400: c.errorAnswer },
      },
    },
    async (request) => ({ data: await service.gifts(deps, request.query.wheelId) }),
  );

  app.get(
    `${BASE}/times/exchange-configs`,
    {
      schema: {
        tags,
        summary: 'Packages that buy spins with lucky points',
        response: { 200: c.exchangeConfigsAnswer },
      },
    },
    async () => ({ data: await service.exchangeConfigs(deps) }),
  );

  const exchange = {
    schema: {
      tags,
      auth: 'customer' as const,
      summary:
        "Buys a package's spins with the caller's lucky points (GET as the spec shows it: JSON calls only; POST too)",
      params: c.spinPackageParams,
      response: { 200: c.spinsBoughtAnswer, ...refused, 404: c.errorAnswer },
    },
  };
  app.route({
    method: ['GET', 'POST'],
    url: `${BASE}/times/exchange/:idPackage`,
    ...exchange,
    handler: async (request) => {
      const who = await requireCustomer(request);
      if (request.method === 'GET') requireJsonCall(request);
      const data = await buySpins(deps, who.customerId, request.params.idPackage);
      return { statusCode: 200 as const, message: message('spinsBought'), data };
    },
  });

  app.get(
    `${BASE}/process`,
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's spins and lucky points",
        querystring: c.wheelOwnerQuery,
        response: { 200: c.luckyBalanceAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.balance(deps, id) };
    },
  );

  app.post(
    `${BASE}/process/:id`,
    {
      schema: {
        tags,
        auth: 'customer',
        summary:
          'Spends one spin on wheel {id}: the server draws the gift (crypto random, configured weights, never one out of stock) and gives it, in one transaction',
        params: c.wheelItemParams,
        response: { 200: c.spinAnswer, ...refused, 404: c.errorAnswer, 409: c.errorAnswer },
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      return { statusCode: 200 as const, data: await spin(deps, who.customerId, request.params.id) };
    },
  );

  app.get(
    `${BASE}/my-receive-gifts`,
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's gifts won, newest first; a voucher is in the booking's own promotions",
        querystring: c.wheelOwnerQuery,
        response: { 200: c.myGiftsAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.myGifts(deps, id) };
    },
  );

  app.get(
    `${BASE}/all-receive-gifts`,
    {
      schema: {
        tags,
        summary: 'The latest prizes won by anyone (first name and initial, or a masked phone)',
        response: { 200: c.recentWinnersAnswer },
      },
    },
    async () => ({ data: await service.recentWinners(deps) }),
  );

  app.get(
    `${BASE}/quests`,
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary: "Quests that grant spins (a visit, a rating, a top-up), with the caller's completions",
        response: { 200: c.questsAnswer },
      },
    },
    async (request) => {
      const who = await optionalCustomer(request);
      return { data: await service.quests(deps, who?.customerId ?? null) };
    },
  );

  app.get(
    `${BASE}/gifts/:id`,
    {
      schema: {
        tags,
        summary: 'One gift',
        params: c.wheelItemParams,
        response: { 200: c.wheelGiftAnswer, 400: c.errorAnswer, 404: c.errorAnswer },
      },
    },
    async (request) => ({ data: await service.gift(deps, request.params.id) }),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'One wheel with its gifts',
        params: c.wheelItemParams,
        response: { 200: c.wheelAnswer, 400: c.errorAnswer, 404: c.errorAnswer },
      },
    },
    async (request) => ({ data: await service.wheel(deps, request.params.id) }),
  );
}
