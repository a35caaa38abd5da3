import { message, Refusal } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import { refusalStatus } from '../../http/refusal-to-http.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { optionalCustomer } from '../../http/auth.ts';
import { limitPhoneReads } from '../../http/rate-limit.ts';
import * as claims from './claims.ts';
import * as service from './service.ts';

// HTTP only: schema → use case → reply. Promotions: campaigns for booking, reward detail, promotion
// code and the campaign-customer family at the spec's paths (decision 0070).
const tags = ['campaigns'];

export async function campaignRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/api/v1/campaigns/for-booking',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          'Campaigns for a booking: the salon list, the customer list (logged in with the phone) and the best',
        querystring: c.campaignsForBookingQuery,
        response: { 200: c.campaignListsAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const viewer = await optionalCustomer(request);
      const input = {
        campaignUsing: q.campaignUsing,
        phone: q.phone ?? null,
        salonId: q.salonId,
        serviceIds: q.services,
        dateIso: q.dateBook ?? null,
      };
      return { data: await service.campaignsForBooking(deps, input, viewer) };
    },
  );

  const detailRoute = (path: string, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags,
          auth: 'optional-customer',
          summary,
          querystring: c.rewardDetailQuery,
          response: { 200: c.campaignDetailAnswer },
        },
      },
      async (request) => {
        const q = request.query;
        const viewer = await optionalCustomer(request);
        const input = { campaignId: q.campaignId, salonId: q.salonId, phone: q.phone ?? null };
        return { data: await service.rewardDetail(deps, input, viewer) };
      },
    );
  detailRoute(
    '/api/v1/campaigns/reward-detail',
    "A campaign's detail for step 5 (salonId tells whether it applies there)",
  );
  detailRoute(
    '/v2/api/campaign-customer/detail',
    "A campaign's detail, with the logged-in customer's uses left",
  );

  app.post(
    '/api/v1/campaigns/promotion-code',
    {
      schema: {
        tags,
        auth: 'customer',
        summary:
          'Claims a promotion code for the logged-in booking phone: {code: 200, message}, else 4xx {code, message}',
        body: c.promotionCodeBody,
        response: { 200: c.claimAnswer },
      },
    },
    async (request) => {
      try {
        const data = await claims.claimPromotionCode(deps, request.body, await optionalCustomer(request));
        return { code: 200 as const, message: message('promoCodeSuccess'), data };
      } catch (err) {
        // The spec's client reads `code`: a failure carries it beside the usual statusCode.
        if (err instanceof Refusal)
          throw new Refusal(err.reason, { ...err.details, extra: { code: refusalStatus[err.reason] } });
        throw err;
      }
    },
  );

  app.get(
    '/v2/api/campaign-customer/reward',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: 'The vouchers (rewards) of the logged-in customer; the phone must be theirs',
        querystring: c.customerRewardsQuery,
        response: { 200: c.rewardsAnswer },
      },
    },
    async (request) => ({
      data: await claims.rewardsOf(deps, request.query.phone, await optionalCustomer(request)),
    }),
  );

  const claimRoute = (path: string, kind: 'one-phone' | 'reward', summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          auth: 'customer',
          summary,
          body: c.phoneCampaignBody,
          response: { 200: c.claimAnswer },
        },
      },
      async (request) => {
        const input = { ...request.body, kind };
        const data = await claims.claimCampaignVoucher(deps, input, await optionalCustomer(request));
        return { code: 200 as const, message: message('promoCodeSuccess'), data };
      },
    );
  claimRoute(
    '/api/campaign-customer/one-phone-voucher',
    'one-phone',
    'Claims the one-per-phone voucher of a campaign',
  );
  claimRoute(
    '/api/campaign-customer/reward',
    'reward',
    'Claims a reward voucher while the campaign has stock',
  );

  app.post(
    '/api/campaign-customer/one-phone-campaign',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary: 'Whether a phone already used a once-per-phone campaign',
        description:
          "`used` is told only to the phone's logged-in owner (anyone else: false); limited per address (decision 0102).",
        body: c.phoneCampaignBody,
        response: { 200: c.oncePerPhoneAnswer },
      },
      preHandler: limitPhoneReads('one-phone-campaign', (r) => (r.body as { phone?: string }).phone),
    },
    async (request) => ({
      data: await claims.oncePerPhoneStatus(deps, request.body, await optionalCustomer(request)),
    }),
  );
}
