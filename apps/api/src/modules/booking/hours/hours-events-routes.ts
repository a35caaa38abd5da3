import { message } from '@salon/domain';
import { hoursEventsAnswer, hoursEventsQuery } from '@salon/domain/contracts';
import { AppError } from '../../../http/app-error.ts';
import { addressKey } from '../../../http/address-key.ts';
import type { AppInstance } from '../../../http/app-instance.ts';
import { requireSalon } from '../shared/booking-rules.ts';
import { liveDaysOf } from './live-days.ts';

// Live hours of step 0 (issue 22, decision 0123): a server-sent event stream per salon day. It carries
// no hours, only "the day changed" (event `slots`), heard from the database's notifications whoever
// wrote; the page then asks the cached hours call again. Bounded per address and in all; a comment line
// every HEARTBEAT_MS keeps proxies from closing an idle stream.

export const HEARTBEAT_MS = 25_000;
/** Several tabs of one customer, not a crowd from one address. */
export const STREAMS_PER_ADDRESS = 6;
const STREAMS_IN_ALL = 5_000;
/** A burst of bookings of the day is told once per this interval. */
const COALESCE_MS = 250;

export async function hoursEventsRoutes(app: AppInstance) {
  const byAddress = new Map<string, number>();
  const open = new Set<() => void>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

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
      // Counted like every per-address limit: an IPv6 client by its /64.
      const ip = addressKey(request.ip);
      const mine = byAddress.get(ip) ?? 0;
      if (mine >= STREAMS_PER_ADDRESS || open.size >= STREAMS_IN_ALL) {
        throw new AppError('too_many_requests', message('tooManyRequests'), { retryAfterSeconds: 30 });
      }
      byAddress.set(ip, mine + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // The browser reconnects after 2 s when the stream breaks; the first line says it is open.
      res.write('retry: 2000\n: open\n\n');
      let pending: NodeJS.Timeout | null = null;
      const stopWatching = liveDaysOf(app.deps).watch(salonId, bookDate, () => {
        pending ??= setTimeout(() => {
          pending = null;
          res.write('event: slots\ndata: {}\n\n');
        }, COALESCE_MS);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        stopWatching();
        clearInterval(heartbeat);
        if (pending) clearTimeout(pending);
        open.delete(end);
        const left = (byAddress.get(ip) ?? 1) - 1;
        if (left > 0) byAddress.set(ip, left);
        else byAddress.delete(ip);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on('close', end);
      res.on('error', end);
    },
  );
}
