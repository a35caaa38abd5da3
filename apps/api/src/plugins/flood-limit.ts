import rateLimit from '@fastify/rate-limit';
import { Refusal } from '@salon/domain';
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../http/address-key.ts';

// Fire-and-forget calls (tracking) must not let one address fill the database. They are loss-tolerant
// and hot, so the count is kept in this process's memory (@fastify/rate-limit), not in the database
// like the phone-read and OTP limits (decision 0102): behind N processes an address gets N times the
// limit, still bounded. Routes opt in with `config.rateLimit`.
export async function registerFloodLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // The key is the client address as TRUST_PROXY resolves it (request.ip), an IPv6 one by its /64.
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new Refusal('tooManyRequests', {
        extra: { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
      }),
  });
}

/** Per address and minute: the tracking events (batched by the page) and the rarer location and error posts. */
export function trackingLimits(perMinute: number) {
  const minute = 60_000;
  return {
    events: { max: perMinute, timeWindow: minute },
    location: { max: Math.max(1, Math.ceil(perMinute / 6)), timeWindow: minute },
    errorLog: { max: Math.max(1, Math.ceil(perMinute / 2)), timeWindow: minute },
  };
}
