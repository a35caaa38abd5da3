import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import { loggedInPhone } from '../../http/auth.ts';
import { eventStreams, HEARTBEAT_MS } from '../../http/event-stream.ts';
import { posAllowed } from '../history/index.ts';
import { arrive, posCheckIn } from './check-in-service.ts';
import { registerLateNotice } from './late-notice.ts';
import { reportServiceEnd, reportServiceStart } from './progress-service.ts';
import { watchQueue } from './queue-watch.ts';
import { readableBooking, type Reader, visitDay } from './visit-day-service.ts';

// HTTP only. The day of the visit (decision 0141): the salon's counter checks a booking in by its QR
// code and reports service starts and ends (authorised like POST /api/pos/visits); the booking's
// pages read its QR code and live queue and may say 'Tôi đã đến', with the booking detail's reading
// rule (its view token or its owner logged in).

const STREAMS_PER_ADDRESS = 6;
const tags = ['visit-day'];

/** The booking detail's readers: the view token (header, else query) or the logged-in owner. */
async function readerOf(request: FastifyRequest, queryToken: string | undefined): Promise<Reader> {
  const header = request.headers['x-booking-view-token'];
  return {
    viewToken: (typeof header === 'string' ? header : undefined) ?? queryToken ?? null,
    loggedInPhone: await loggedInPhone(request),
  };
}

export async function visitDayRoutes(app: AppInstance) {
  registerLateNotice();
  await posVisitDayRoutes(app);
  const streams = eventStreams({ perAddress: STREAMS_PER_ADDRESS, inAll: 5_000 });
  app.addHook('preClose', async () => streams.endAll());
  const readSchema = {
    params: c.bookingIdParams,
    querystring: c.viewTokenQuery,
    headers: c.viewTokenHeaders,
  };

  app.get(
    '/api/v1/visit-day/:bookingId',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          "A booking's day of the visit: the check-in token its QR code holds (with the booking code), whether it is checked in, " +
          "and on its day each guest's expected start and place in the stylist's queue. Read like GET /api/v1/booking/{id}.",
        ...readSchema,
        response: { 200: c.visitDayAnswer },
      },
    },
    async (request) => {
      const data = await visitDay(
        app.deps,
        request.params.bookingId,
        await readerOf(request, request.query.viewToken),
      );
      return { statusCode: 200 as const, data };
    },
  );

  app.get(
    '/api/v1/visit-day/:bookingId/events',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          'The live queue: with Accept: text/event-stream, `event: queue` each time the counter reports a check-in, a start or an end ' +
          `of the booking's salon day (ask GET /api/v1/visit-day/{id} again). At most ${STREAMS_PER_ADDRESS} streams per address.`,
        ...readSchema,
        response: { 200: c.hoursEventsAnswer },
      },
    },
    async (request, reply) => {
      const b = await readableBooking(
        app.deps,
        request.params.bookingId,
        await readerOf(request, request.query.viewToken),
      );
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        const data = {
          stream: 'text/event-stream' as const,
          events: ['queue'],
          heartbeatSeconds: HEARTBEAT_MS / 1000,
        };
        return { statusCode: 200 as const, data };
      }
      streams.open(request, reply, (send) => watchQueue(app.deps, b.salonId, b.dateIso, () => send('queue')));
    },
  );

  app.post(
    '/api/v1/visit-day/:bookingId/arrived',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          "'Tôi đã đến': checks the booking in when the browser's location is within 150 m of the salon, from 30 minutes before its hour. " +
          'Read like GET /api/v1/booking/{id}.',
        ...readSchema,
        body: c.arrivedBody,
        response: { 200: c.checkInAnswer, 403: c.errorAnswer, 404: c.errorAnswer, 409: c.errorAnswer },
      },
    },
    async (request) => {
      const b = await readableBooking(
        app.deps,
        request.params.bookingId,
        await readerOf(request, request.query.viewToken),
      );
      const done = await arrive(app.deps, b.id, request.body);
      return { statusCode: 200 as const, ...done };
    },
  );
}

/** The counter's calls, which exist only with POS_API_KEY or outside production (from this machine). */
async function posVisitDayRoutes(app: AppInstance) {
  const { config } = app.deps;
  if (!config.posApiKey && !config.devOutbox) return;
  const notFound = { statusCode: 404, message: message('notFound') };
  const posOnly = (request: FastifyRequest) => posAllowed(request, config.posApiKey, config.devOutbox);
  const errors = { 400: c.errorAnswer, 404: c.errorAnswer, 409: c.errorAnswer };

  app.post(
    '/api/pos/checkins',
    {
      schema: {
        tags,
        auth: 'pos-key',
        summary:
          "The counter scanned a booking's QR code: the booking is checked in once (a second scan answers first: false). " +
          'Refused: a token not signed here (400), of another salon, a cancelled, unconfirmed, past or future booking (409). Bearer POS_API_KEY.',
        body: c.posCheckInBody,
        response: { 200: c.checkInAnswer, ...errors },
      },
    },
    async (request, reply) => {
      if (!posOnly(request)) return reply.status(404).send(notFound);
      return { statusCode: 200 as const, ...(await posCheckIn(app.deps, request.body)) };
    },
  );

  const reportSchema = (what: string) => ({
    tags,
    auth: 'pos-key' as const,
    summary: `${what} Moves the expected start of the stylist's later guests of the day, live. Bearer POS_API_KEY.`,
    body: c.posServiceBody,
    response: { 200: c.serviceReportedAnswer, ...errors },
  });
  app.post(
    '/api/pos/services/start',
    {
      schema: reportSchema(
        'One guest of a booking sits down: their service starts now (once; the booking is checked in).',
      ),
    },
    async (request, reply) => {
      if (!posOnly(request)) return reply.status(404).send(notFound);
      const data = await reportServiceStart(app.deps, request.body);
      return { statusCode: 200 as const, message: message('serviceStarted'), data };
    },
  );
  app.post(
    '/api/pos/services/end',
    { schema: reportSchema("One guest's service ends now (once; it must have started).") },
    async (request, reply) => {
      if (!posOnly(request)) return reply.status(404).send(notFound);
      const data = await reportServiceEnd(app.deps, request.body);
      return { statusCode: 200 as const, message: message('serviceEnded'), data };
    },
  );
}
