import { hoursEventsAnswer, hoursEventsQuery } from '@salon/domain/contracts';
import type { AppInstance } from '../../../http/app-instance.ts';
import { eventStreams, HEARTBEAT_MS } from '../../../http/event-stream.ts';
import { requireSalon } from '../shared/booking-rules.ts';
import { liveDaysOf } from './live-days.ts';

// Live hours of step 0 (issue 22, decision 0123): a server-sent event stream per salon day. It carries
// no hours, only "the day changed" (event `slots`), heard from the database's notifications whoever
// wrote; the page then asks the cached hours call again. Bounded per address and in all; a comment line
// every HEARTBEAT_MS keeps proxies from closing an idle stream (http/event-stream.ts).

/** Several tabs of one customer, not a crowd from one address. */
export const STREAMS_PER_ADDRESS = 6;
const STREAMS_IN_ALL = 5_000;
/** A burst of bookings of the day is told once per this interval. */
const COALESCE_MS = 250;

export async function hoursEventsRoutes(app: AppInstance) {
  const streams = eventStreams({ perAddress: STREAMS_PER_ADDRESS, inAll: STREAMS_IN_ALL });
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    '/api/v1/booking/hours-events',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Live hours: with Accept: text/event-stream (EventSource), a stream with `event: slots` each time a slot of the ' +
          'salon day is taken or freed, by anyone (ask book-hours-group again). Without it, a JSON answer describing the stream. ' +
          `At most ${STREAMS_PER_ADDRESS} streams per address (then 429).`,
        querystring: hoursEventsQuery,
        response: { 200: hoursEventsAnswer },
      },
    },
    async (request, reply) => {
      const { salonId, bookDate } = request.query;
      await requireSalon(app.deps, salonId);
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        return {
          statusCode: 200 as const,
          data: {
            stream: 'text/event-stream' as const,
            events: ['slots'],
            heartbeatSeconds: HEARTBEAT_MS / 1000,
          },
        };
      }
      let pending: NodeJS.Timeout | null = null;
      streams.open(request, reply, (send) => {
        const stopWatching = liveDaysOf(app.deps).watch(salonId, bookDate, () => {
          pending ??= setTimeout(() => {
            pending = null;
            send('slots');
          }, COALESCE_MS);
        });
        return () => {
          stopWatching();
          if (pending) clearTimeout(pending);
        };
      });
    },
  );
}
