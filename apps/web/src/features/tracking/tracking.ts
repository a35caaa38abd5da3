/**
 * Tracking for the whole site (000 §3 and §7, 001 §7 and §9). Fire and forget: nothing here throws,
 * nothing on a user's path waits for the network, and failures are only logged.
 *
 *   track(eventId, data?, { pageId?, screenId? })  queue an event (ids in TRACKING_EVENTS / TRACKING_SCREENS
 *                                                  of @salon/domain; pageId defaults from the path)
 *   trackLocation(phone, lat, lng)                 POST api-tracking/tracking-customer/location
 *   reportBookingError(message, data?)             POST api-tracking-error/booking (the server keeps one
 *                                                  row per message)
 *   useTrackScreen(screenId, data?)                (use-track-screen.ts) one screen_view per mount
 *   trackSoon(eventId, data?, opts?)               (track-soon.ts) track() from first-load code: this
 *                                                  module loads on demand
 *
 * Each event carries tokenKey (the tracking id cookie: 94,608,000 ms, path /, secure on https), source and
 * utmSource (from the URL's source and utm_source, remembered for the session). Events are queued and sent
 * as `{ events }` batches (≤ 50) a second after the first one; when the page is hidden the rest go with
 * navigator.sendBeacon, so leaving the site loses nothing.
 */
import { TRACKING_COOKIE, TRACKING_COOKIE_MS, TRACKING_LIMITS } from '@salon/domain';
import type { BookingErrorBody, CustomerLocationBody, TrackingEventBody } from '@salon/domain/contracts';
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { pageIdOf } from './tracking-page.ts';

export type TrackingData = Record<string, unknown>;
export interface TrackOptions {
  pageId?: string;
  screenId?: string;
}
interface TrackingEvent {
  pageId: string;
  screenId: string | null;
  eventId: string;
  tokenKey: string;
  source: string | null;
  utmSource: string | null;
  data: TrackingData;
}

const EVENTS_URL = '/api-tracking';
const SEND_AFTER_MS = 1000;
// Beacons and keepalive requests are limited to 64 KB in flight; stay under it.
const MAX_CHUNK_BYTES = 60_000;

let queue: TrackingEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function logFailure(what: string, err: unknown) {
  console.warn(`[tracking] ${what} failed`, err);
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visitor's tracking id: read from its cookie, created on the first event. */
export function trackingToken(): string {
  let token = getCookie(TRACKING_COOKIE);
  if (!token) {
    token = randomId();
    setCookie(TRACKING_COOKIE, token, TRACKING_COOKIE_MS);
  }
  return token;
}

// source and utm_source of the landing URL stay with the visitor while the SPA changes the URL.
function fromUrl(param: string): string | null {
  const key = `tracking_${param}`;
  const value = new URLSearchParams(location.search).get(param);
  try {
    if (value) sessionStorage.setItem(key, value);
    return value || sessionStorage.getItem(key);
  } catch {
    return value;
  }
}

function clip<T extends string | null>(text: T): T {
  return (text === null ? null : text.slice(0, TRACKING_LIMITS.maxTextLength)) as T;
}

/** Queues one event; sent within a second, or by beacon when the page is hidden. Never throws. */
export function track(eventId: string, data: TrackingData = {}, opts: TrackOptions = {}): void {
  try {
    // The server refuses a whole batch for one bad event, so a bad one is dropped here.
    if (new TextEncoder().encode(JSON.stringify(data)).length > TRACKING_LIMITS.maxDataBytes) {
      throw new RangeError(`data of ${eventId} over ${TRACKING_LIMITS.maxDataBytes} bytes`);
    }
    queue.push({
      pageId: clip(opts.pageId ?? pageIdOf(location.pathname)),
      screenId: opts.screenId ? clip(opts.screenId) : null,
      eventId: clip(eventId),
      tokenKey: trackingToken(),
      source: clip(fromUrl('source')),
      utmSource: clip(fromUrl('utm_source')),
      data,
    });
    listenForPageHide();
    timer ??= setTimeout(() => flushTracking(false), SEND_AFTER_MS);
  } catch (err) {
    logFailure('track', err);
  }
}

// Batches of at most 50 events and about 60 KB each (in UTF-8 bytes, as the limits count them).
function chunks(events: TrackingEvent[]): string[] {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const close = () => chunk.length && out.push(`{"events":[${chunk.join(',')}]}`);
  for (const event of events) {
    const json = JSON.stringify(event satisfies TrackingEventBody);
    const size = encoder.encode(json).length + 1;
    if (
      chunk.length >= TRACKING_LIMITS.maxEventsPerRequest ||
      (chunk.length && bytes + size > MAX_CHUNK_BYTES)
    ) {
      close();
      chunk = [];
      bytes = 0;
    }
    chunk.push(json);
    bytes += size;
  }
  close();
  return out;
}

function post(url: string, body: string): void {
  fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  })
    .then((res) => {
      if (res.status !== 200) logFailure(url, res.status);
    })
    .catch((err: unknown) => logFailure(url, err));
}

/** Sends everything queued; `leaving` uses sendBeacon, which survives the page being closed. */
export function flushTracking(leaving: boolean): void {
  try {
    clearTimeout(timer);
    timer = undefined;
    const events = queue;
    queue = [];
    for (const body of chunks(events)) {
      const beaconed =
        leaving && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EVENTS_URL, body);
      if (!beaconed) post(EVENTS_URL, body);
    }
  } catch (err) {
    logFailure('flush', err);
  }
}

function listenForPageHide() {
  if (listening) return;
  listening = true;
  const leave = () => flushTracking(true);
  addEventListener('pagehide', leave);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leave());
}

/** The device location (001 §7: customerPhone, longitude, latitude). Never throws. */
export function trackLocation(phone: string, latitude: number, longitude: number): void {
  try {
    post(
      `${EVENTS_URL}/tracking-customer/location`,
      JSON.stringify({ customerPhone: phone, longitude, latitude } satisfies CustomerLocationBody),
    );
  } catch (err) {
    logFailure('location', err);
  }
}

/** A booking error for the error log; the server counts repeats of one message. Never throws. */
export function reportBookingError(message: string, data: TrackingData = {}): void {
  try {
    const text = String(message).slice(0, TRACKING_LIMITS.maxErrorMessageLength);
    post(
      '/api-tracking-error/booking',
      JSON.stringify({
        message: text,
        data: { ...data, tokenKey: trackingToken() },
      } satisfies BookingErrorBody),
    );
  } catch (err) {
    logFailure('error log', err);
  }
}

interface DraftLike {
  salon: { id: number } | null;
  chosenService: { serviceId: number }[];
  dateBook: string;
  stylist: { id: number } | null;
  hour: { hour: string } | null;
}
/** What a Complete click carries (001 §7): salon, chosen services as JSON text, date, stylist, hour. */
export function completeClickData(persons: readonly DraftLike[]): TrackingData {
  const first = persons[0];
  return {
    salonId: first?.salon?.id ?? null,
    chosenServices: JSON.stringify(persons.map((p) => p.chosenService.map((s) => s.serviceId))),
    dateBook: first?.dateBook ?? null,
    stylistId: first?.stylist?.id ?? 0,
    hourBook: persons.map((p) => p.hour?.hour ?? null),
    numberPersons: persons.length,
  };
}
