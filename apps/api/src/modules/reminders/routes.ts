import { message } from '@salon/domain';
import {
  bookingCutoffAnswer,
  bookingIdParams,
  bookingRemindersAnswer,
  errorAnswer,
  pushPublicKeyAnswer,
  pushSubscriptionBody,
  reminderOutboxAnswer,
  reminderOutboxQuery,
  remindersSwitchBody,
  viewTokenHeaders,
  viewTokenQuery,
} from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { loggedInPhone } from '../../http/auth.ts';
import { fromThisMachine } from '../../http/loopback.ts';
import { registerJobHandler } from '../jobs/index.ts';
import { listReminderOutbox } from './deliver.ts';
import { sendReminderJob } from './send.ts';
import { bookingReminders, subscribePush, switchReminders } from './service.ts';
import { SEND_KIND, SYNC_KIND } from './settings.ts';
import { syncBookingReminders } from './sync.ts';

const tags = ['booking'];

// Reminders (issue 22): the job handlers, a booking's reminders and switch, the cutoff for lookup,
// and the development outbox of reminders.
export async function reminderRoutes(app: AppInstance) {
  registerJobHandler(SYNC_KIND, async ({ job, trx, deps, now }) => {
    await syncBookingReminders(trx, deps, Number(job.payload.bookingId), now);
  });
  registerJobHandler(SEND_KIND, sendReminderJob);

  app.get(
    '/api/v1/booking/:bookingId/reminders',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          "A booking's scheduled reminders (time, channel), the ones sent, whether they are on, and the change/cancel " +
          'cutoff. Same access as GET /api/v1/booking/{bookingId}: the view token or the owner logged in; otherwise 404.',
        params: bookingIdParams,
        querystring: viewTokenQuery,
        headers: viewTokenHeaders,
        response: { 200: bookingRemindersAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const data = await bookingReminders(app.deps, {
        bookingId: request.params.bookingId,
        viewToken: request.headers['x-booking-view-token'] ?? request.query.viewToken ?? null,
        loggedInPhone: await loggedInPhone(request),
      });
      return { statusCode: 200 as const, data };
    },
  );

  app.put(
    '/api/v1/booking/:bookingId/reminders',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          "Turn a booking's reminders on or off (off removes the scheduled ones). Same access as the GET.",
        params: bookingIdParams,
        querystring: viewTokenQuery,
        headers: viewTokenHeaders,
        body: remindersSwitchBody,
        response: { 200: bookingRemindersAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const result = await switchReminders(
        app.deps,
        {
          bookingId: request.params.bookingId,
          viewToken: request.headers['x-booking-view-token'] ?? request.query.viewToken ?? null,
          loggedInPhone: await loggedInPhone(request),
        },
        request.body.enabled,
      );
      return { statusCode: 200 as const, ...result };
    },
  );

  app.post(
    '/api/v1/booking/:bookingId/push-subscription',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          "Keep this browser's Web Push subscription for the booking's reminders (pushed before Zalo ZNS and SMS). " +
          "The endpoint must be a browser's push service. Same access as GET /api/v1/booking/{bookingId}/reminders.",
        params: bookingIdParams,
        querystring: viewTokenQuery,
        headers: viewTokenHeaders,
        body: pushSubscriptionBody,
        response: { 200: bookingRemindersAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const result = await subscribePush(
        app.deps,
        {
          bookingId: request.params.bookingId,
          viewToken: request.headers['x-booking-view-token'] ?? request.query.viewToken ?? null,
          loggedInPhone: await loggedInPhone(request),
        },
        request.body,
      );
      return { statusCode: 200 as const, ...result };
    },
  );

  app.get(
    '/api/v1/push/public-key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key: the applicationServerKey of a browser's push subscription.",
        response: { 200: pushPublicKeyAnswer },
      },
    },
    async () => ({ data: { publicKey: app.deps.config.vapid.publicKey } }),
  );

  app.get(
    '/api/v1/booking-cutoff',
    {
      schema: {
        tags,
        summary:
          'Minutes before the booked hour at which change and cancel close (lookup shows it), and the server clock.',
        response: { 200: bookingCutoffAnswer },
      },
    },
    async () => ({
      statusCode: 200 as const,
      data: { cutoffMinutes: app.deps.config.bookingCutoffMinutes, now: app.deps.now().toISOString() },
    }),
  );

  if (!app.deps.config.devOutbox) return;
  app.get(
    '/api/dev/reminders',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Development and demo only, from this machine only: reminders the outbox holds, newest first.',
        querystring: reminderOutboxQuery,
        response: { 200: reminderOutboxAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request)) {
        return reply.status(404).send({ statusCode: 404, message: message('notFound') });
      }
      return { data: await listReminderOutbox(app.deps.db, request.query.phone ?? null) };
    },
  );
}
