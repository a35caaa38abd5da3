import { z } from 'zod';
import { bookedHome } from './at-home.ts';

// Answers of booking lookup, cancel and consent (000 §2, §7; privacy: decision 0060).

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
