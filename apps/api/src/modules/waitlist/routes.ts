import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireCustomer } from '../../http/auth.ts';
import { isOwnerOf } from '../../http/rate-limit.ts';
import { registerJobHandler, registerRecurringTask } from '../jobs/index.ts';
import { lapseOffer, OFFER_LAPSE_KIND } from './lapse-job.ts';
import { OFFER_MESSAGE_KIND, sendOfferMessage } from './message-job.ts';
import { runWaitlist, WAITLIST_PASS_KIND } from './offer-service.ts';
import * as service from './service.ts';

// HTTP only: the waitlist (issue 22, decision 0128). Joining takes the phone's own login: a phone
// proven by its OTP (decision 0135), so made-up numbers hold no place in line and get no message.
const refused = { 400: c.errorAnswer, 401: c.errorAnswer, 404: c.errorAnswer, 409: c.errorAnswer };

export async function waitlistRoutes(app: AppInstance) {
  const deps = app.deps;
  const tags = ['waitlist'];
  registerJobHandler(OFFER_LAPSE_KIND, async ({ job, trx, now }) => {
    await lapseOffer(trx, Number(job.payload.offerId), now);
  });
  registerJobHandler(OFFER_MESSAGE_KIND, async ({ job, trx, deps: d }) => {
    await sendOfferMessage(trx, d, Number(job.payload.offerId));
  });
  // Freed slots are offered to the waiting by a pass every 15 s of the job worker (tests run it by hand).
  registerRecurringTask({
    kind: WAITLIST_PASS_KIND,
    everyMs: 15_000,
    run: async (d) => {
      await runWaitlist(d);
    },
  });

  app.post(
    '/api/waitlist',
    {
      schema: {
        tags,
        auth: 'customer',
        summary:
          'Join the waitlist of a full hour (bookHourId) or of a whole day (0) for the logged-in phone (401 for any other phone: ' +
          'log in with it, by OTP, first); answers the same whether or not the phone already waited; 409 past 5 places at once',
        body: c.waitlistJoinBody,
        response: { 200: c.waitlistDoneAnswer, ...refused },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (!(await isOwnerOf(request, b.phone))) {
        return reply.status(401).send({ statusCode: 401, message: message('waitlistNeedsOwnLogin') });
      }
      const data = await service.joinWaitlist(deps, {
        phone: b.phone,
        salonId: b.salonId,
        dateIso: b.dateBook,
        bookHourId: b.bookHourId ?? 0,
        stylistId: b.stylistId ?? 0,
        serviceIds: b.serviceIds,
      });
      return { data };
    },
  );

  app.get(
    '/api/waitlist',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's own waitlist entries (waiting or offered); 401 without a login",
        response: { 200: c.waitlistEntriesAnswer, ...refused },
      },
    },
    async (request) => {
      const me = await requireCustomer(request);
      return { data: await service.myEntries(deps, me.customerId) };
    },
  );

  app.delete(
    '/api/waitlist/:id',
    {
      schema: {
        tags,
        auth: 'customer',
        summary:
          "Leave one's own entry (another's answers 404); an open offer is released to the next in line",
        params: c.waitlistEntryParams,
        response: { 200: c.waitlistDoneAnswer, ...refused },
      },
    },
    async (request) => {
      const me = await requireCustomer(request);
      return { data: await service.leaveWaitlist(deps, me.customerId, request.params.id) };
    },
  );

  app.get(
    '/api/waitlist/offers/:token',
    {
      schema: {
        tags,
        summary: "An offer's held slot (the link of the offer message): state open, claimed or lapsed",
        params: c.waitlistOfferParams,
        response: { 200: c.waitlistOfferAnswer, ...refused },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.readOffer(deps, request.params.token) };
    },
  );

  app.post(
    '/api/waitlist/offers/:token/otp',
    {
      schema: {
        tags,
        summary: "Send the code that claims an open offer to the offer's phone (as a booking's OTP)",
        params: c.waitlistOfferParams,
        response: { 200: c.otpSendAnswer, 429: c.otpSendAnswer, 503: c.otpSendAnswer, ...refused },
      },
    },
    async (request, reply) => {
      const result = await service.sendOfferOtp(deps, request.params.token, request.ip);
      if (result.success) return result;
      return reply.status(result.allowResendAfterSeconds > 0 ? 429 : 503).send(result);
    },
  );

  app.put(
    '/api/waitlist/offers/:token/confirm',
    {
      schema: {
        tags,
        summary:
          'Claim an open offer with its code: the held booking is confirmed (409 once lapsed or claimed)',
        params: c.waitlistOfferParams,
        body: c.waitlistConfirmBody,
        response: { 200: c.waitlistConfirmAnswer, 429: c.errorAnswer, ...refused },
      },
    },
    async (request) => ({
      data: await service.confirmOffer(deps, request.params.token, request.body.code, request.ip),
    }),
  );

  app.post(
    '/api/waitlist/offers/:token/decline',
    {
      schema: {
        tags,
        summary: 'Give an open offer up: the hold ends and the next in line is offered',
        params: c.waitlistOfferParams,
        response: { 200: c.waitlistDoneAnswer, ...refused },
      },
    },
    async (request) => ({ data: await service.declineOffer(deps, request.params.token) }),
  );
}
