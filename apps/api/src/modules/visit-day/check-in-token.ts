import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../http/app-instance.ts';

// The check-in token a booking's QR code holds (decision 0141): stateless, the booking and its salon
// signed with the server secret. It never expires by itself: the check-in refuses a booking that is
// cancelled or of another day, so an old screenshot opens nothing.

const VERSION = 'ci1';

function sign(secret: string, bookingId: number, salonId: number): string {
  return createHmac('sha256', secret).update(`booking-check-in:${bookingId}:${salonId}`).digest('base64url');
}

export function issueCheckInToken(deps: AppDeps, bookingId: number, salonId: number): string {
  return `${VERSION}.${bookingId}.${salonId}.${sign(deps.config.tokenSecret, bookingId, salonId)}`;
}

/** The booking and salon a token names, or null when the server did not sign it. */
export function readCheckInToken(
  deps: AppDeps,
  token: string,
): { bookingId: number; salonId: number } | null {
  const [version, booking, salon, signature, ...rest] = token.trim().split('.');
  if (version !== VERSION || !signature || rest.length > 0) return null;
  const bookingId = Number(booking);
  const salonId = Number(salon);
  if (!Number.isSafeInteger(bookingId) || !Number.isSafeInteger(salonId) || bookingId < 1 || salonId < 1)
    return null;
  if (`${bookingId}` !== booking || `${salonId}` !== salon) return null;
  const expected = Buffer.from(sign(deps.config.tokenSecret, bookingId, salonId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { bookingId, salonId };
}
