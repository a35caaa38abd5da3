import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../http/app-instance.ts';

// The link in an offer message: the offer id signed with the server secret, so only the phone that
// received it can open the offer. Whether it is still open is read from the database.

function sign(secret: string, offerId: number): string {
  return createHmac('sha256', secret).update(`waitlist-offer:${offerId}`).digest('base64url');
}

export function offerToken(deps: AppDeps, offerId: number): string {
  return `${offerId}.${sign(deps.config.tokenSecret, offerId)}`;
}

/** The offer id of a well-signed token, else null. */
export function offerIdOf(deps: AppDeps, token: string): number | null {
  const [id, signature] = token.split('.');
  const offerId = Number(id);
  if (!signature || !Number.isSafeInteger(offerId) || offerId <= 0) return null;
  const expected = Buffer.from(sign(deps.config.tokenSecret, offerId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? offerId : null;
}

/** The page an offer message links to. */
export const offerPath = (token: string) => `/giu-cho/${token}`;
