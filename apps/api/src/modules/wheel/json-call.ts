import { Refusal } from '@salon/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The spec makes two exchanges GET calls (times/exchange/{idPackage}, LuckySprint/DoiVoucher). The
 * session cookie is SameSite=Lax, which a top-level navigation from another site still carries, so a
 * link elsewhere must not spend a customer's points: a GET that changes data is served only to a call
 * that asks for JSON (every client of the spec does; a navigation never does) or carries a Bearer token.
 */
export function requireJsonCall(request: FastifyRequest): void {
  if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return;
  const accept = request.headers.accept ?? '';
  const navigating = request.headers['sec-fetch-mode'] === 'navigate';
  if (navigating || !accept.includes('application/json')) {
    throw new Refusal('jsonCallOnly');
  }
}
