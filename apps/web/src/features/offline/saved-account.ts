import type { CurrentUserAnswer } from '@salon/domain/contracts';
import { ApiError } from '../../api/client.ts';
import { forgetSavedBooking, dropAnswer, keepAnswer, keptAnswer } from './saved-booking.ts';

// The account's upcoming bookings kept in this browser so the account opens offline (docs/decisions/0142):
// who answered GET /auth/me last and their list, the list stored with the phone it belongs to. Offline
// the page trusts the last answer of its own session; the list is shown only to the phone it was read for,
// and when another customer's login answers, everything kept for the previous one goes first.

const ME = '/offline/account/me';
const UPCOMING = '/offline/account/upcoming';

const phoneOf = (answer: CurrentUserAnswer | null) => answer?.data.userInfo.phoneNumber ?? null;

/** The answer, or the error the request ended with (a TypeError when no network answered). */
async function settled<T>(read: () => Promise<T>): Promise<{ answer: T } | { error: unknown }> {
  try {
    return { answer: await read() };
  } catch (error) {
    return { error };
  }
}

/** GET /auth/me, kept for offline; a login of another phone first drops the previous customer's copies. */
export async function withSignedInCopy(read: () => Promise<CurrentUserAnswer>): Promise<CurrentUserAnswer> {
  const got = await settled(read);
  if ('answer' in got) {
    const before = phoneOf(await keptAnswer<CurrentUserAnswer>(ME));
    const now = phoneOf(got.answer);
    if (before && before !== now) await forgetSavedBooking();
    await keepAnswer(ME, got.answer);
    return got.answer;
  }
  if (got.error instanceof ApiError) {
    await dropAnswer(ME);
    throw got.error;
  }
  const kept = await keptAnswer<CurrentUserAnswer>(ME);
  if (kept) return kept;
  throw got.error;
}

/** The customer's upcoming bookings (this phone's), kept for offline with the phone they belong to. */
export async function withUpcomingCopy<T>(phone: string, read: () => Promise<T>): Promise<T> {
  const got = await settled(read);
  if ('answer' in got) {
    await keepAnswer(UPCOMING, { phone, answer: got.answer });
    return got.answer;
  }
  if (got.error instanceof ApiError) {
    await dropAnswer(UPCOMING);
    throw got.error;
  }
  const kept = await keptAnswer<{ phone: string; answer: T }>(UPCOMING);
  if (kept && kept.phone === phone) return kept.answer;
  throw got.error;
}
