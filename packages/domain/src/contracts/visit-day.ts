import { z } from 'zod';
import { message } from '../messages.ts';
import { positiveIntId } from '../schemas.ts';

// The day of the visit (decision 0141): check-in by QR at the salon's counter or by 'Tôi đã đến',
// the counter's service starts and ends, and the live queue a booking's pages show.

const checkInToken = z
  .string({ error: message('checkInTokenInvalid') })
  .max(200, { error: message('checkInTokenInvalid') });

/** POST /api/pos/checkins: the counter scanned a booking's QR code. */
export const posCheckInBody = z.object({
  token: checkInToken.describe("The booking's check-in token, as its QR code holds it"),
  salonId: positiveIntId.describe('The salon whose counter scanned it'),
});
export type PosCheckInBody = z.input<typeof posCheckInBody>;

export const checkInAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({
    bookingId: z.number(),
    checkedInAt: z.string().describe('ISO; the first check-in, whoever made it'),
    /** False when this scan found the booking already checked in (nothing was changed). */
    first: z.boolean(),
    source: z.enum(['pos', 'arrived']),
  }),
});
export type CheckInAnswer = z.infer<typeof checkInAnswer>;

/** POST /api/pos/services/start and /end: one guest of a booking sits down in the chair, or leaves it. */
export const posServiceBody = z.object({
  bookingId: positiveIntId,
  personIndex: z
    .number()
    .int()
    .min(0)
    .max(4)
    .default(0)
    .describe('The guest of the booking, 0 for the first'),
});
export type PosServiceBody = z.input<typeof posServiceBody>;

export const serviceReportedAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({ bookingId: z.number(), personIndex: z.number(), at: z.string().describe('ISO') }),
});
export type ServiceReportedAnswer = z.infer<typeof serviceReportedAnswer>;

/** POST /api/v1/visit-day/{bookingId}/arrived: the browser's location, asked on the tap only. */
export const arrivedBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type ArrivedBody = z.input<typeof arrivedBody>;

export const queueGuest = z.object({
  personIndex: z.number(),
  stylistName: z.string(),
  state: z.enum(['waiting', 'in_service', 'done']),
  plannedStart: z.string().describe("'10h20'"),
  expectedStart: z.string().describe("'10h40'"),
  delayMinutes: z.number(),
  /** Guests of the stylist before this one who are not finished. */
  ahead: z.number(),
  /** 'Dự kiến bắt đầu 10h40, trễ 10 phút' */
  line: z.string(),
});
export type QueueGuest = z.infer<typeof queueGuest>;

/** GET /api/v1/visit-day/{bookingId}: the booking's QR and, on its day, its live queue. */
export const visitDayAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    bookingId: z.number(),
    /** The booking code written beside the QR code. */
    bookingCode: z.string(),
    /** What the QR code holds; null while the booking is not confirmed, and for a booking at home. */
    checkInToken: z.string().nullable(),
    checkedInAt: z.string().nullable(),
    /** True on the booking's day, when 'Tôi đã đến' and the live queue mean something. */
    today: z.boolean(),
    /** Empty except on the booking's day. */
    queue: z.array(queueGuest),
  }),
});
export type VisitDayAnswer = z.infer<typeof visitDayAnswer>;
export type VisitDay = VisitDayAnswer['data'];
