import { z } from 'zod';
import { message, TRACKING_LIMITS } from '../index.ts';
import { phoneSchema } from '../schemas.ts';

// Requests of the tracking calls: every field bounded, unknown fields dropped, nothing stored unchecked.

const invalid = { error: message('invalidRequest') };
const { maxTextLength, maxDataBytes, maxEventsPerRequest, maxErrorMessageLength } = TRACKING_LIMITS;

// Ids may come as text or numbers from older clients; blank reads as absent.
const shortText = z
  .union([z.string(), z.number().finite()], invalid)
  .transform((v) => String(v).trim())
  .pipe(z.string().max(maxTextLength, invalid))
  .transform((v) => (v === '' ? null : v))
  .nullish();

// A free-form object, bounded by its JSON size.
export const trackingData = z
  .record(z.string(), z.unknown(), invalid)
  .refine((d) => new TextEncoder().encode(JSON.stringify(d)).length <= maxDataBytes, invalid);

export const trackingEvent = z.object({
  pageId: shortText,
  screenId: shortText,
  eventId: z.string(invalid).trim().min(1, invalid).max(maxTextLength, invalid),
  tokenKey: shortText,
  source: shortText,
  utmSource: shortText,
  data: trackingData.nullish(),
});
export type TrackingEventRequest = z.infer<typeof trackingEvent>;

/** After normalizeTrackingBody: always a list (empty for an empty post, 000 §7). */
export const trackingBatchBody = z.object({
  events: z.array(trackingEvent, invalid).max(maxEventsPerRequest, invalid),
});

/** One event object or `{ events: [...] }`; an empty body is an empty batch. */
export function normalizeTrackingBody(body: unknown): unknown {
  if (body === undefined || body === null) return { events: [] };
  if (typeof body === 'object' && !Array.isArray(body) && !('events' in body)) return { events: [body] };
  return body;
}

// Coordinates as numbers or numeric text, within the globe.
const coordinate = (limit: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, invalid)
          .transform(Number),
      ],
      invalid,
    )
    .pipe(z.number().finite(invalid).min(-limit, invalid).max(limit, invalid));

export const customerLocationBody = z.object({
  customerPhone: phoneSchema,
  longitude: coordinate(180),
  latitude: coordinate(90),
});

export const bookingErrorBody = z.object({
  message: z.string(invalid).trim().min(1, invalid).max(maxErrorMessageLength, invalid),
  data: trackingData.nullish(),
});
/** What the web sends. */
export type TrackingEventBody = z.input<typeof trackingEvent>;
export type CustomerLocationBody = z.input<typeof customerLocationBody>;
export type BookingErrorBody = z.input<typeof bookingErrorBody>;

// Answers of the tracking calls (000 §7): events are queued, so the answer only counts them.

export const trackingAcceptedAnswer = z.object({ success: z.literal(true), accepted: z.number().int() });
export type TrackingAccepted = z.infer<typeof trackingAcceptedAnswer>;

export const errorLoggedAnswer = z.object({
  success: z.literal(true),
  /** True when this message was already logged: only its counter moved. */
  duplicate: z.boolean(),
  occurrences: z.number().int(),
});
export type ErrorLogged = z.infer<typeof errorLoggedAnswer>;
