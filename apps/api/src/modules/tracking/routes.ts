import { TRACKING_LIMITS } from '@salon/domain';
import type { AppInstance } from '../../http/app-instance.ts';
import { trackingLimits } from '../../plugins/flood-limit.ts';
import {
  bookingErrorBody,
  customerLocationBody,
  errorLoggedAnswer,
  normalizeTrackingBody,
  trackingAcceptedAnswer,
  trackingBatchBody,
} from '@salon/domain/contracts';
import { createEventWriter, logBookingError, saveCustomerLocation, toEventRows } from './service.ts';

// HTTP only: schema → use case → reply. Paths as the spec shows them (000 §7): api-tracking (PUT and POST),
// api-tracking/tracking-customer/location, api-tracking-error/booking.
export async function trackingRoutes(app: AppInstance) {
  acceptBeaconBodies(app);
  // One address cannot fill the database with fire-and-forget calls.
  const FLOOD_LIMITS = trackingLimits(app.deps.config.trackingCallsPerMinute);
  const writer = createEventWriter(app.deps.db, app.deps.dbKind, app.log);
  // Events still queued when the server stops are written before the database closes.
  app.addHook('onClose', async () => writer.close());
  // For bench/tracking.bench.ts only (BENCH_HELLO=1, as the hello route): accepted, written and dropped events.
  if (process.env.BENCH_HELLO === '1') {
    app.get('/api/bench/tracking-stats', { schema: { hide: true } }, async () => writer.stats());
  }

  app.route({
    method: ['POST', 'PUT'],
    url: '/api-tracking',
    bodyLimit: TRACKING_LIMITS.maxBodyBytes,
    config: { rateLimit: FLOOD_LIMITS.events },
    // Before validation the body is still raw JSON; the schema then checks the normalized shape.
    preValidation: async (request) => {
      request.body = normalizeTrackingBody(request.body) as typeof request.body;
    },
    schema: {
      tags: ['tracking'],
      summary: 'Tracking events (fire and forget)',
      description:
        `One event object or \`{ events: [...] }\` (at most ${TRACKING_LIMITS.maxEventsPerRequest} events, ` +
        `${TRACKING_LIMITS.maxBodyBytes / 1024} KB); an empty body is accepted and stores nothing. ` +
        'JSON sent as application/json or text/plain (navigator.sendBeacon). Events are queued and written ' +
        'in batches: the answer does not wait for the database.',
      body: trackingBatchBody,
      response: { 200: trackingAcceptedAnswer },
    },
    handler: async (request) => {
      const { events } = request.body;
      writer.add(toEventRows(events, app.deps.now()));
      return { success: true as const, accepted: events.length };
    },
  });

  app.post(
    '/api-tracking/tracking-customer/location',
    {
      bodyLimit: TRACKING_LIMITS.maxBodyBytes,
      config: { rateLimit: FLOOD_LIMITS.location },
      schema: {
        tags: ['tracking'],
        summary: "The customer's device location",
        body: customerLocationBody,
        response: { 200: trackingAcceptedAnswer },
      },
    },
    async (request) => {
      await saveCustomerLocation(app.deps.db, request.body, app.deps.now());
      return { success: true as const, accepted: 1 };
    },
  );

  app.post(
    '/api-tracking-error/booking',
    {
      bodyLimit: TRACKING_LIMITS.maxBodyBytes,
      config: { rateLimit: FLOOD_LIMITS.errorLog },
      schema: {
        tags: ['tracking'],
        summary: 'Booking error log; a message already logged only increments its counter',
        body: bookingErrorBody,
        response: { 200: errorLoggedAnswer },
      },
    },
    async (request) => {
      const result = await logBookingError(app.deps.db, request.body, app.deps.now());
      return { success: true as const, ...result };
    },
  );
}

/**
 * In this plugin only: JSON also as text/plain (what sendBeacon sends for a string), and an empty body
 * (the spec's empty tracking post) reads as no body instead of a parse error.
 */
function acceptBeaconBodies(app: AppInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    },
  );
}
