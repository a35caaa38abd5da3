import { ApiError } from '../../api/client.ts';

// The customer's upcoming booking kept in this browser for the success page to open offline
// (docs/decisions/0142): one copy, the server's answer of the booking last shown, in a Cache Storage
// bucket the service worker never reads or deletes. Not a shared copy: it stays in this browser's
// profile, is replaced by the next booking shown, removed when the server no longer shows it to this
// browser, and dropped on logout.

const BUCKET = 'moyo-my-booking';
const keyOf = (bookingId: number) => `/offline/booking/${bookingId}`;
const storage = () => (typeof caches === 'undefined' ? null : caches);

/** Keeps this answer as the one saved booking (any other is removed). */
export async function saveBooking(bookingId: number, answer: unknown): Promise<void> {
  try {
    const cache = await storage()?.open(BUCKET);
    if (!cache) return;
    for (const request of await cache.keys())
      if (new URL(request.url).pathname !== keyOf(bookingId)) await cache.delete(request);
    await cache.put(keyOf(bookingId), new Response(JSON.stringify(answer)));
  } catch {
    // Storage full or blocked: the page then works online only.
  }
}

export async function savedBooking<T>(bookingId: number): Promise<T | null> {
  try {
    const kept = await (await storage()?.open(BUCKET))?.match(keyOf(bookingId));
    return kept ? ((await kept.json()) as T) : null;
  } catch {
    return null;
  }
}

/** On logout: nothing of the account stays in this browser. */
export async function forgetSavedBooking(): Promise<void> {
  await storage()
    ?.delete(BUCKET)
    .catch(() => undefined);
}

/**
 * The server's answer, kept for offline; without a network (the request never answered) the kept
 * copy instead. An answer that refuses (the booking is gone or not this browser's) drops the copy.
 */
export async function withOfflineCopy<T>(bookingId: number, read: () => Promise<T>): Promise<T> {
  try {
    const answer = await read();
    await saveBooking(bookingId, answer);
    return answer;
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status === 404 || err.status === 403) await forgetSavedBooking();
      throw err;
    }
    const kept = await savedBooking<T>(bookingId);
    if (kept) return kept;
    throw err;
  }
}
