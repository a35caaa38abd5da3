import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import { requireCustomer } from '../../http/auth.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { paymentProvider } from './providers.ts';
import * as wallet from './service.ts';

// HTTP only: schema → use case (service.ts) → reply. The balance, its top-up through the configured
// payment provider, the provider's server-to-server callback, and paying a booking with the balance.
export async function walletRoutes(app: AppInstance) {
  const tags = ['wallet'];
  const provider = paymentProvider(app.deps.config);
  const refusals = { 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer, 404: c.errorAnswer };

  app.get(
    '/api/v1/wallet',
    {
      schema: {
        tags,
        summary: "The logged-in customer's balance and its latest ledger movements.",
        response: { 200: c.walletAnswer, 401: c.errorAnswer },
        auth: 'customer',
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      return { statusCode: 200 as const, data: await wallet.wallet(app.deps, who.customerId) };
    },
  );

  app.post(
    '/api/v1/wallet/topups',
    {
      schema: {
        tags,
        summary:
          "Starts a top-up: answers the provider's payment address (the result page for the development provider).",
        body: c.topupBody,
        response: { 200: c.topupStartAnswer, ...refusals },
        auth: 'customer',
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      const data = await wallet.startTopup(app.deps, provider, {
        customerId: who.customerId,
        amount: request.body.amount,
        clientIp: request.ip,
      });
      return { statusCode: 200 as const, data };
    },
  );

  app.get(
    '/api/v1/wallet/topups/:txnRef',
    {
      schema: {
        tags,
        summary: "A top-up's result as the server recorded it (the return page asks here), with the balance.",
        params: c.walletTxnParams,
        response: { 200: c.topupResultAnswer, ...refusals },
        auth: 'customer',
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      const data = await wallet.topupResult(app.deps, who.customerId, request.params.txnRef);
      return { statusCode: 200 as const, data };
    },
  );

  app.get(
    '/api/v1/payments/vnpay/ipn',
    {
      schema: {
        tags,
        summary:
          "VNPay's IPN (server to server): verified by vnp_SecureHash, credits the top-up once by vnp_TxnRef.",
        querystring: c.vnpayIpnQuery,
        response: { 200: c.vnpayIpnAnswer },
      },
    },
    async (request) => wallet.handleCallback(app.deps, provider, request.query),
  );

  app.post(
    '/api/v1/wallet/pay-booking',
    {
      schema: {
        tags,
        summary: "Pays a confirmed booking's total at the salon from the owner's balance, once.",
        body: c.payBookingBody,
        response: { 200: c.payWithBalanceAnswer, 409: c.errorAnswer, ...refusals },
        auth: 'customer',
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      const data = await wallet.payBookingWithBalance(app.deps, who.customerId, request.body.bookingId);
      return { statusCode: 200 as const, message: message('bookingPaidWithBalance'), data };
    },
  );
}
