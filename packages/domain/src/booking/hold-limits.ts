import { pressureLevel } from '../auth/auth-limits.ts';

// Unconfirmed (OTP) holds, identity first and address last (decision 0137). A phone, and a phone from
// one address, may ask for a few unconfirmed bookings in a window; an address alone is many people
// behind a carrier, so its count only makes each further create cost more proof of work.

/** The window every hold count runs over. */
export const HOLD_WINDOW_MINUTES = 10;

/** Anonymous creates from one address in the window at which each further one costs level 2, 3, 4. */
export const BOOKING_CREATES_PER_ADDRESS_LEVELS = [20, 60, 180] as const;

/**
 * The captcha level the next anonymous create from an address costs, given how many it asked for in
 * the window: nothing for its first `free`, then level 1, dearer past 20, 60 and 180.
 */
export function bookingCaptchaLevel(askedFromAddress: number, free: number): number {
  return pressureLevel(askedFromAddress, [free, ...BOOKING_CREATES_PER_ADDRESS_LEVELS]);
}
