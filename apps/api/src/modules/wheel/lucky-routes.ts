import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireCustomer } from '../../http/auth.ts';
import { requireJsonCall } from './json-call.ts';
import * as service from './service.ts';
import * as sprint from './sprint.ts';

// HTTP only: the customer's wheel rewards and lucky-point history, and lucky sprint (000 §7, issue 20).
const refused = { 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer };

export async function luckyRoutes(app: AppInstance) {
  const deps = app.deps;
  const tags = ['lucky points'];

  app.get(
    '/api/customer/reward-vqmm',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's spins, lucky points and the vouchers won on the wheel",
        querystring: c.wheelOwnerQuery,
        response: { 200: c.rewardVqmmAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.rewardVqmm(deps, id) };
    },
  );

  app.get(
    '/api/customer/history-lucky-point',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's lucky points and their latest movements, newest first",
        querystring: c.wheelOwnerQuery,
        response: { 200: c.luckyPointHistoryAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.pointHistory(deps, id) };
    },
  );

  app.get(
    '/api/LuckySprint/GetPoint',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's lucky points",
        querystring: c.wheelOwnerQuery,
        response: { 200: c.sprintPointAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: { customerId: id, point: (await service.balance(deps, id)).points } };
    },
  );

  app.get(
    '/api/LuckySprint/GetVoucher',
    {
      schema: {
        tags,
        summary: 'Vouchers lucky points can buy, a page at a time',
        querystring: c.sprintPageQuery,
        response: { 200: c.sprintVouchersAnswer, 400: c.errorAnswer },
      },
    },
    async (request) => ({
      data: await sprint.sprintVouchers(deps, request.query.page, request.query.pageSize),
    }),
  );

  app.get(
    '/api/LuckySprint/GetVoucherById',
    {
      schema: {
        tags,
        summary: 'One voucher lucky points can buy',
        querystring: c.sprintVoucherQuery,
        response: { 200: c.sprintVoucherAnswer, 400: c.errorAnswer, 404: c.errorAnswer },
      },
    },
    async (request) => ({ data: await sprint.sprintVoucher(deps, request.query.voucherId) }),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/LuckySprint/DoiVoucher',
    schema: {
      tags,
      auth: 'customer',
      summary:
        "Exchanges the caller's lucky points for a voucher, atomically; it then is in the booking's own promotions (GET as the spec shows it: JSON calls only; POST too)",
      querystring: c.sprintExchangeQuery,
      response: { 200: c.sprintExchangeAnswer, ...refused, 404: c.errorAnswer, 409: c.errorAnswer },
    },
    handler: async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      if (request.method === 'GET') requireJsonCall(request);
      const data = await sprint.exchangeVoucher(deps, id, request.query.voucherId);
      return { statusCode: 200 as const, message: message('sprintVoucherExchanged'), data };
    },
  });
}
