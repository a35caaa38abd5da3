import { todayInVietnam } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import { optionalCustomer } from '../../http/auth.ts';
import { isOwnerOf, limitPhoneReads } from '../../http/rate-limit.ts';
import { type CatalogueViewer, requireSalon, serviceList } from './catalogue.ts';
import { callerMemberType } from './member-pricing.ts';
import { serviceDetail } from './detail.ts';
import { priceServices } from './pricing.ts';

// HTTP only: schema → use case → reply. The services area: service-booking-v2 and detail-v2 (001 §7).
export async function serviceRoutes(app: AppInstance) {
  const { db } = app.deps;

  // The caller's tier comes from the session: a memberType in the query is never trusted.
  async function viewerOf(request: FastifyRequest): Promise<CatalogueViewer> {
    const customer = await optionalCustomer(request);
    return {
      customerId: customer?.customerId ?? null,
      memberType: await callerMemberType(db, customer?.customerId),
      today: todayInVietnam(app.deps.now()),
    };
  }

  app.get(
    '/api/v1/service-booking/service-booking-v2',
    {
      schema: {
        tags: ['services'],
        auth: 'optional-customer',
        summary: "The salon's services by category, with special-day, next-step and guide rules",
        description:
          "customerPhone marks services of past bookings as used, only for that phone's logged-in owner " +
          '(anyone else: none used; such calls are limited per address, decision 0102); ' +
          'choosenServiceIds (comma ids, or 0) are ' +
          'answered with selected: 1. salonId 0 answers 400 (choose a salon first); an unknown salon 404.',
        querystring: c.serviceListQuery,
        response: { 200: c.serviceListAnswer },
      },
      preHandler: limitPhoneReads(
        'service-list',
        (r) => (r.query as { customerPhone?: string }).customerPhone,
      ),
    },
    async (request) => {
      const q = request.query;
      const own = q.customerPhone !== undefined && (await isOwnerOf(request, q.customerPhone));
      const query = { ...q, customerPhone: own ? q.customerPhone : undefined };
      return { data: await serviceList(db, query, await viewerOf(request)) };
    },
  );

  app.get(
    '/api/v1/service-booking/detail-v2',
    {
      schema: {
        tags: ['services'],
        auth: 'optional-customer',
        summary: 'One service group at a salon: title, content, tags, banners, versions and add-ons',
        description:
          "Prices are the logged-in caller's member prices (member_price rows by tier); memberType (0-4) is " +
          "accepted as the spec sends it but never trusted: the tier is the session's, anonymous callers " +
          'get the anonymous prices whatever memberType says. campaignTags: campaigns open today at the salon.',
        querystring: c.serviceDetailQuery,
        response: { 200: c.serviceDetailAnswer },
      },
    },
    async (request) => ({ data: await serviceDetail(db, request.query, await viewerOf(request)) }),
  );

  // Path not shown in the spec: the server's price of a selection, the same one a booking is charged.
  app.get(
    '/api/v1/service-booking/price',
    {
      schema: {
        tags: ['services'],
        auth: 'optional-customer',
        summary:
          "The server's price of one person's services at a salon on a day (special-day and stylist prices)",
        description:
          'serviceIds are comma ids; refused with 400 when the salon does not sell one of them or the selection ' +
          'breaks the selection rules (one version per group, add-ons with their service).',
        querystring: c.priceQuoteQuery,
        response: { 200: c.priceQuoteAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      await requireSalon(db, q.salonId);
      const data = await priceServices(db, {
        salonId: q.salonId,
        serviceIds: q.serviceIds,
        dateIso: q.dateBook,
        stylistSkillLevel: q.stylistSkillLevel,
        memberType: (await viewerOf(request)).memberType,
      });
      return { data };
    },
  );
}
