import { sql, type Kysely, type Transaction } from 'kysely';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../http/app-instance.ts';

// Web Push, the reminders' channel on the customer's own phone or computer (decision 0142): the
// subscriptions a booking's success page made, and one encrypted message (aes128gcm, signed with the
// server's VAPID key) to each. web-push makes the request; it is sent with fetch, so a timeout bounds
// it. A push service's 404 or 410 means the subscription is gone: its row is deleted.

type Db = Kysely<Database> | Transaction<Database>;

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A browser may name any URL as its endpoint: the server posts only to the browsers' push services. */
const PUSH_SERVICES = [
  /(^|\.)fcm\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];
const THIS_MACHINE = ['127.0.0.1', 'localhost', '[::1]'];
/** A booking keeps this many browsers' subscriptions (the newest): no table filled by one booking. */
const MOST_PER_BOOKING = 5;
const PUSH_TIMEOUT_MS = 10_000;

/** True when the server may post to this endpoint: a browser's push service (outside production also a local one, for tests). */
export function endpointAllowed(endpoint: string, config: Pick<Config, 'mode'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:' && PUSH_SERVICES.some((host) => host.test(url.hostname))) return true;
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return config.mode !== 'production' && web && THIS_MACHINE.includes(url.hostname);
}

export async function saveSubscription(db: Db, bookingId: number, s: PushSubscriptionKeys, now: Date) {
  await sql`insert into push_subscription (booking_id, endpoint, p256dh, auth, created_at)
    values (${bookingId}, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth}, ${now})
    on conflict (booking_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth`.execute(
    db,
  );
  await sql`delete from push_subscription where booking_id = ${bookingId} and id not in (
    select id from push_subscription where booking_id = ${bookingId} order by id desc limit ${MOST_PER_BOOKING})`.execute(
    db,
  );
}

export async function hasPushSubscription(db: Db, bookingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscription')
    .select('id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PushMessage {
  /** Replaces a message of the same topic the push service still holds (a retried job). */
  topic: string;
  title: string;
  body: string;
  link: string;
}

/** Pushes to every subscription of the booking; how many push services accepted. Gone ones are deleted. */
export async function pushToBooking(
  db: Db,
  deps: AppDeps,
  bookingId: number,
  m: PushMessage,
): Promise<number> {
  const subscriptions = await db
    .selectFrom('push_subscription')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .execute();
  const { publicKey, privateKey, subject } = deps.config.vapid;
  let accepted = 0;
  for (const s of subscriptions) {
    const request = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      JSON.stringify({ title: m.title, body: m.body, link: m.link }),
      {
        vapidDetails: { subject, publicKey, privateKey },
        contentEncoding: 'aes128gcm',
        TTL: 6 * 3600,
        urgency: 'normal',
        topic: m.topic,
      },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    }).catch(() => null);
    if (res?.status === 404 || res?.status === 410)
      await db.deleteFrom('push_subscription').where('id', '=', s.id).execute();
    else if (res && res.status >= 200 && res.status < 300) accepted += 1;
  }
  return accepted;
}
