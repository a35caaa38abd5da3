import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { isOwnerOf, limitPhoneReads } from '../../http/rate-limit.ts';
import { requireSalon, serviceList } from './catalogue.ts';
import { serviceDetail } from './detail.ts';
import { priceServices } from './pricing.ts';
import * as s from './schemas.ts';

// HTTP only: schema → use case → reply. The services area: service-booking-v2 and detail-v2 (001 §7).
export async function serviceRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/v1/service-booking/service-booking-v2',
    {
      schema: {
        tags: ['services'],
        summary: "The salon's services by category, with special-day, next-step and guide rules",
        description:
          "customerPhone marks services of past bookings as used, only for that phone's logged-in owner " +
          '(anyone else: none used; such calls are limited per address, decision 0102); ' +
          'choosenServiceIds (comma ids, or 0) are ' +
          'answered with selected: 1. salonId 0 answers 400 (choose a salon first); an unknown salon 404.',
        querystring: s.serviceListQuery,
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
      return { data: await serviceList(db, { ...q, customerPhone: own ? q.customerPhone : undefined }) };
    },
  );

  app.get(
    '/api/v1/service-booking/detail-v2',
    {
      schema: {
        tags: ['services'],
        summary: 'One service group at a salon: title, content, tags, banners, versions and add-ons',
        description:
          'memberType (0-4) is accepted for compatibility; member prices do not exist in this catalogue.',
        querystring: s.serviceDetailQuery,
        response: { 200: c.serviceDetailAnswer },
      },
    },
    async (request) => ({ data: await serviceDetail(db, request.query) }),
  );

  // Path not shown in the spec: the server's price of a selection, the same one a booking is charged.
  app.get(
    '/api/v1/service-booking/price',
    {
      schema: {
        tags: ['services'],
        summary:
          "The server's price of one person's services at a salon on a day (special-day and stylist prices)",
        description:
          'serviceIds are comma ids; refused with 400 when the salon does not sell one of them or the selection ' +
          'breaks the selection rules (one version per group, add-ons with their service).',
        querystring: s.priceQuoteQuery,
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
      });
      return { data };
    },
  );
}
