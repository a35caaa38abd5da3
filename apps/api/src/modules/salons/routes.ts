import * as c from '@salon/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import { isOwnerOf, limitPhoneReads } from '../../http/rate-limit.ts';
import { etagMatches } from '../../http/etag.ts';
import { createJsonCache } from './json-cache.ts';
import * as service from './service.ts';
import { addressByPlaceId } from '../places/index.ts';
import { Refusal } from '@salon/domain';

// HTTP only: schema → use case (service.ts) → reply. Salon choice: provinces, salons, salon-near,
// saved addresses, salon-off, booking-privacy.
// What a phone reveals (saved addresses, visited salons, member type) goes only to that phone's
// logged-in owner; anyone else gets the generic answer, not a 401, so a logged-in visitor booking for
// another phone keeps their session (the client clears its token on a 401). Decisions 0010, 0102.
const LIST_TTL_MS = 60_000;
const LIST_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

export async function salonRoutes(app: AppInstance) {
  const deps = app.deps;
  const cache = createJsonCache(LIST_TTL_MS, deps.now);

  // The lists depend on the day (isOpen, tags), so the day is part of the cache key.
  function cachedList(name: string, load: () => Promise<unknown[]>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const key = `${name}:${service.cacheDay(deps)}`;
      const { body, etag } = await cache.get(key, async () => ({ data: await load() }));
      reply.header('etag', etag).header('cache-control', LIST_CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    };
  }

  const listDoc = (summary: string, answer: typeof c.provinceListAnswer | typeof c.salonListAnswer) => ({
    schema: { tags: ['salons'], summary, response: { 200: answer } },
  });
  app.get(
    '/api/v1/provinces',
    listDoc('Provinces with region, districts and salon count (ETag)', c.provinceListAnswer),
    cachedList('provinces', () => service.listProvinces(deps)),
  );
  app.get(
    '/api/v1/salons',
    listDoc('Every active salon (ETag)', c.salonListAnswer),
    cachedList('salons', () => service.listSalons(deps)),
  );
  app.get(
    '/api/v1/salons/top',
    listDoc('Top salons (ETag)', c.salonListAnswer),
    cachedList('top', () => service.listTopSalons(deps)),
  );

  app.get(
    '/api/v1/booking/salon-near',
    {
      schema: {
        tags: ['salons'],
        auth: 'optional-customer',
        summary: 'Salons this phone visited, most recent first, as {title, data ids} groups',
        description:
          "Only to the phone's logged-in owner; anyone else gets an empty list, limited per address (decision 0102).",
        querystring: c.visitedSalonsQuery,
        response: { 200: c.visitedSalonsAnswer },
      },
      preHandler: limitPhoneReads('salon-near', (r) => (r.query as { customerPhone?: string }).customerPhone),
    },
    async (request) => {
      const phone = request.query.customerPhone;
      if (!(await isOwnerOf(request, phone))) return { data: [] };
      return { data: await service.visitedSalons(deps, phone) };
    },
  );

  app.get(
    '/api/booking-info/attribute',
    {
      schema: {
        tags: ['salons'],
        auth: 'optional-customer',
        summary:
          "Saved addresses of a phone (only to that phone's logged-in owner; anyone else gets an empty list)",
        querystring: c.savedAddressesQuery,
        response: { 200: c.savedAddressAnswer },
      },
    },
    async (request) => {
      if (!(await isOwnerOf(request, request.query.phoneNumber))) return { data: [] };
      return { data: await service.savedAddressList(deps, request.query.phoneNumber) };
    },
  );

  app.get(
    '/api/booking-info/salon-near-location',
    {
      schema: {
        tags: ['salons'],
        auth: 'optional-customer',
        summary:
          'The salons nearest a saved address (attrId, owner only, like the addresses), a place of the address ' +
          'search (placeid) or coordinates (latitude, longitude); numOfSalon default 5, at most 30',
        querystring: c.salonsNearLocationQuery,
        response: { 200: c.nearSalonsAnswer, 400: c.errorAnswer, 404: c.errorAnswer },
      },
    },
    async (request) => {
      const { phoneNumber, attrId, placeid, latitude, longitude, numOfSalon } = request.query;
      const count = numOfSalon ?? service.DEFAULT_NEAR_COUNT;
      if (placeid !== undefined) {
        return { data: await service.salonsNear(deps, addressByPlaceId(placeid), count) };
      }
      if (latitude !== undefined && longitude !== undefined) {
        return { data: await service.salonsNear(deps, { latitude, longitude }, count) };
      }
      if (attrId === undefined || phoneNumber === undefined) {
        throw new Refusal('placeNearbyNeedsPlace');
      }
      if (!(await isOwnerOf(request, phoneNumber))) return { data: [] };
      return { data: await service.salonsNearAddress(deps, phoneNumber, attrId, count) };
    },
  );

  app.get(
    '/api/v1/booking/salon-off',
    {
      schema: {
        tags: ['salons'],
        summary: 'Whether the salon is closed today: the message and backup salons by distance',
        querystring: c.salonOffQuery,
        response: { 200: c.salonOffAnswer },
      },
    },
    async (request) => ({ data: await service.salonOff(deps, request.query.salonId) }),
  );

  app.get(
    '/api/v1/booking/booking-privacy',
    {
      schema: {
        tags: ['salons'],
        auth: 'optional-customer',
        summary: 'Booking role of a phone: member type, stylist choice, group booking, days ahead',
        description:
          "The member type and its rule only to the phone's logged-in owner; anyone else gets the defaults " +
          '(member type 0), limited per address (decision 0102).',
        querystring: c.bookingPrivacyQuery,
        response: { 200: c.bookingRoleAnswer },
      },
      preHandler: limitPhoneReads('booking-privacy', (r) => (r.query as { phone?: string }).phone),
    },
    async (request) => {
      const { phone, salonId, lang } = request.query;
      const own = phone !== undefined && (await isOwnerOf(request, phone)) ? phone : undefined;
      const role = await service.bookingPrivacy(deps, own, salonId);
      return { data: { ...role, guideScreens: await service.stepGuides(deps, salonId, lang) } };
    },
  );
}
