import { z } from 'zod';
import { message } from '../messages.ts';
import { toInternational, validateLookupPhone } from '../phone.ts';
import { phoneSchema } from '../schemas.ts';
import { bookedHome } from './at-home.ts';

// Requests and answers of booking lookup, cancel and consent (000 §2, §7; privacy: decision 0060).

// The lookup phone speaks the messages of 000 §5 verbatim, then is stored in +84 form.
const lookupPhone = z.string({ error: message('phoneRequired') }).transform((raw, ctx) => {
  const result = validateLookupPhone(raw);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: message(result.error) });
    return z.NEVER;
  }
  return toInternational(result.value);
});
/** GET /api/v1/booking/check. */
export const checkBookingQuery = z.object({ phone: lookupPhone });
export type CheckBookingQuery = z.input<typeof checkBookingQuery>;

/** POST /api/v1/customer/agree-protect-personal-info. */
export const consentBody = z.object({ phone: phoneSchema, brandName: z.string().trim().min(1).max(40) });
export type ConsentBody = z.input<typeof consentBody>;

/** An upcoming booking as its owner sees it. */
export const ownBooking = z.object({
  bookingId: z.number(),
  dateBook: z.string().describe('DD-MM-YYYY'),
  hourBook: z.string(),
  customerPhone: z.string(),
  numberPersons: z.number(),
  salonId: z.number(),
  salonName: z.string(),
  salonAddress: z.string(),
  salonMap: z.string().nullable(),
  parkingMap: z.string().nullable(),
  isBookAtHome: z.boolean(),
  homeAddress: bookedHome.describe('Booking at home: the address served (additive; decision 0124)'),
  canceled: z.boolean(),
});
export type OwnBooking = z.infer<typeof ownBooking>;

/** What anyone else learns: the id, the day and a masked phone. */
export const maskedBooking = z.object({
  bookingId: z.number(),
  dateBook: z.string(),
  customerPhone: z.string().describe('Masked'),
  canceled: z.boolean(),
});
export type MaskedBooking = z.infer<typeof maskedBooking>;

export const checkBookingAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    customer: z.object({ isBooked: z.boolean() }),
    // The owner's shape first: a union keeps the first shape that fits, and the masked one would
    // fit the owner's answer too (dropping its fields).
    bookingCurrent: z.union([ownBooking, maskedBooking]).nullable(),
    isOwner: z.boolean(),
  }),
});
export type CheckBookingAnswer = z.infer<typeof checkBookingAnswer>;

export const myBookingsAnswer = z.object({ data: z.array(ownBooking) });
export type MyBookingsAnswer = z.infer<typeof myBookingsAnswer>;

export const cancelBookingAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ bookingId: z.number(), canceled: z.boolean() }),
});
export type CancelBookingAnswer = z.infer<typeof cancelBookingAnswer>;

export const consentAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ agreeProtectPersonalInfo: z.boolean() }),
});
export type ConsentAnswer = z.infer<typeof consentAnswer>;
