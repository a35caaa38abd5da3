import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../../http/app-instance.ts';

// A short-lived token that lets the browser that made a booking read it on the success page
// without logging in (decision 0050). Stateless: bookingId and expiry signed with the server secret.

export const VIEW_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

function sign(secret: string, bookingId: number, expiresAt: number): string {
  return createHmac('sha256', secret).update(`booking-view:${bookingId}:${expiresAt}`).digest('base64url');
}

export function issueViewToken(deps: AppDeps, bookingId: number): string {
  return issueViewTokenUntil(deps, bookingId, deps.now().getTime() + VIEW_TOKEN_TTL_MS);
}

/** A view token valid until `expiresAt` (ms): a reminder's link lasts until the day after the visit. */
export function issueViewTokenUntil(deps: AppDeps, bookingId: number, expiresAt: number): string {
  return `${expiresAt}.${sign(deps.config.tokenSecret, bookingId, expiresAt)}`;
}

/** The booking's success page, readable with its token until `expiresAt` (ms): a message's link. */
export function bookingPageLink(deps: AppDeps, bookingId: number, expiresAt: number): string {
  const token = issueViewTokenUntil(deps, bookingId, expiresAt);
  return `${deps.config.publicUrl}/booking/success?bookingId=${bookingId}&t=${encodeURIComponent(token)}`;
}

export function checkViewToken(deps: AppDeps, bookingId: number, token: string): boolean {
  const [expires, signature] = token.split('.');
  const expiresAt = Number(expires);
  if (!signature || !Number.isSafeInteger(expiresAt) || expiresAt <= deps.now().getTime()) return false;
  const expected = Buffer.from(sign(deps.config.tokenSecret, bookingId, expiresAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
