import { message, TRACKING_LIMITS } from '@salon/domain';
import { phoneSchema } from '@salon/domain/schemas';
import { z } from 'zod';

// Input of the tracking endpoints: every field bounded, unknown fields dropped, nothing stored unchecked.

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
export const trackingDataSchema = z
  .record(z.string(), z.unknown(), invalid)
  .refine((d) => Buffer.byteLength(JSON.stringify(d)) <= maxDataBytes, invalid);

export const trackingEventSchema = z.object({
  pageId: shortText,
  screenId: shortText,
  eventId: z.string(invalid).trim().min(1, invalid).max(maxTextLength, invalid),
  tokenKey: shortText,
  source: shortText,
  utmSource: shortText,
  data: trackingDataSchema.nullish(),
});
export type TrackingEventInput = z.infer<typeof trackingEventSchema>;

/** After normalizeTrackingBody: always a list (empty for an empty post, 000 §7). */
export const trackingBatchSchema = z.object({
  events: z.array(trackingEventSchema, invalid).max(maxEventsPerRequest, invalid),
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

export const customerLocationSchema = z.object({
  customerPhone: phoneSchema,
  longitude: coordinate(180),
  latitude: coordinate(90),
});

export const bookingErrorSchema = z.object({
  message: z.string(invalid).trim().min(1, invalid).max(maxErrorMessageLength, invalid),
  data: trackingDataSchema.nullish(),
});
