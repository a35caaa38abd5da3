import { ApiError } from '../../api/client.ts';

// The customer's upcoming bookings kept in this browser for the success page to open offline
// (docs/decisions/0142): the server's answers about a booking (its detail, its check-in card), each under
// its part's name, for the last few bookings shown, in a Cache Storage bucket the service worker never
// reads or deletes. Not a shared copy: it stays in this browser's profile, older bookings give way to
// newer ones, a part the server refuses to this browser is removed, and logout drops everything.

const BUCKET = 'moyo-my-booking';
/** Bookings kept: the success page's and the few a lookup shows beside it. */
const MOST_BOOKINGS = 3;
const ORDER = '/offline/order';
const folderOf = (bookingId: number) => `/offline/booking/${bookingId}/`;
const keyOf = (bookingId: number, part: string) => `${folderOf(bookingId)}${part}`;
const storage = () => (typeof caches === 'undefined' ? null : caches);

/** Keeps this answer as a part of the booking, which becomes the latest kept; the oldest past the limit go. */
export async function saveBooking(bookingId: number, part: string, answer: unknown): Promise<void> {
  try {
    const cache = await storage()?.open(BUCKET);
    if (!cache) return;
    const before = ((await (await cache.match(ORDER))?.json()) ?? []) as number[];
    const order = [bookingId, ...before.filter((id) => id !== bookingId)];
    const kept = order.slice(0, MOST_BOOKINGS);
    for (const request of await cache.keys()) {
      const id = Number(/^\/offline\/booking\/(\d+)\//.exec(new URL(request.url).pathname)?.[1]);
      if (id && !kept.includes(id)) await cache.delete(request);
    }
    await cache.put(ORDER, new Response(JSON.stringify(kept)));
    await cache.put(keyOf(bookingId, part), new Response(JSON.stringify(answer)));
  } catch {
    // Storage full or blocked: the page then works online only.
  }
}

export function savedBooking<T>(bookingId: number, part: string): Promise<T | null> {
  return keptAnswer<T>(keyOf(bookingId, part));
}

/** An answer kept in the bucket under this path (the account's own, beside the bookings'). */
export async function keepAnswer(path: string, answer: unknown): Promise<void> {
  try {
    await (await storage()?.open(BUCKET))?.put(path, new Response(JSON.stringify(answer)));
  } catch {
    // Storage full or blocked: the page then works online only.
  }
}

export async function keptAnswer<T>(path: string): Promise<T | null> {
  try {
    const kept = await (await storage()?.open(BUCKET))?.match(path);
    return kept ? ((await kept.json()) as T) : null;
  } catch {
    return null;
  }
}

export async function dropAnswer(path: string): Promise<void> {
  await (await storage()?.open(BUCKET))?.delete(path).catch(() => false);
}

/** On logout: nothing of the account stays in this browser. */
export async function forgetSavedBooking(): Promise<void> {
  await storage()
    ?.delete(BUCKET)
    .catch(() => undefined);
}

/**
 * The server's answer about a booking (`part`: 'detail', 'visit-day'…), kept for offline; without a
 * network (the request never answered) the kept copy instead. An answer that refuses (the booking is
 * gone or not this browser's) drops that copy.
 */
export async function withOfflineCopy<T>(
  bookingId: number,
  part: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await read();
    await saveBooking(bookingId, part, answer);
    return answer;
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status === 404 || err.status === 403) await dropAnswer(keyOf(bookingId, part));
      throw err;
    }
    const kept = await savedBooking<T>(bookingId, part);
    if (kept) return kept;
    throw err;
  }
}
