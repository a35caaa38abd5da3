import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from './address-key.ts';
import { Refusal } from '@salon/domain';

// A server-sent event stream of a live page (decisions 0123 and 0141): bounded per address and in
// all, a comment line every HEARTBEAT_MS keeps proxies from closing it, and the server's close ends
// every open one.

export const HEARTBEAT_MS = 25_000;

export interface EventStreams {
  /** Opens the stream of this request (429 past the limits); `watch` subscribes and returns its end. */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    watch: (send: (event: string) => void) => () => void,
  ): void;
  /** Ends every open stream (the server is closing). */
  endAll(): void;
}

export function eventStreams(limits: { perAddress: number; inAll: number }): EventStreams {
  const byAddress = new Map<string, number>();
  const open = new Set<() => void>();
  return {
    endAll() {
      for (const end of [...open]) end();
    },
    open(request, reply, watch) {
      // Counted like every per-address limit: an IPv6 client by its /64.
      const ip = addressKey(request.ip);
      const mine = byAddress.get(ip) ?? 0;
      if (mine >= limits.perAddress || open.size >= limits.inAll) {
        throw new Refusal('tooManyRequests', { extra: { retryAfterSeconds: 30 } });
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
      const stopWatching = watch((event) => res.write(`event: ${event}\ndata: {}\n\n`));
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        stopWatching();
        clearInterval(heartbeat);
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
  };
}
