import type { FastifyRequest } from 'fastify';
import { optionalCustomer } from '../../../http/auth.ts';

/**
 * The phone of the logged-in customer making the request (Bearer token or session cookie), or null.
 * A booking for one's own phone needs no OTP; the booking detail is readable by its owner.
 */
export async function loggedInPhone(request: FastifyRequest): Promise<string | null> {
  return (await optionalCustomer(request))?.phone ?? null;
}
