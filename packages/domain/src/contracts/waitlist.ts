import { z } from 'zod';
import { message } from '../messages.ts';
import { nonNegativeIntId, phoneSchema, positiveIntId } from '../schemas.ts';
import { bookingDate } from './booking.ts';

// The waitlist's requests and answers (issue 22, decision 0128). Bad input is a 400 with a Vietnamese message.

/** POST /api/waitlist. */
export const waitlistJoinBody = z.object({
  phone: phoneSchema,
  salonId: positiveIntId,
  dateBook: bookingDate,
  /** 0 or absent: any hour of the day. */
  bookHourId: nonNegativeIntId.optional(),
  stylistId: nonNegativeIntId.optional(),
  serviceIds: z
    .array(positiveIntId, { error: message('chooseServicesFirst') })
    .min(1)
    .max(10),
});
export type WaitlistJoinBody = z.input<typeof waitlistJoinBody>;

export const waitlistEntryParams = z.object({ id: positiveIntId });
export const waitlistOfferParams = z.object({ token: z.string().min(3).max(200) });
export const waitlistConfirmBody = z.object({
  code: z
    .string({ error: message('bookingOtpInvalid') })
    .regex(/^\s*\d{6}\s*$/, { error: message('bookingOtpInvalid') })
    .transform((c) => c.trim()),
});
export type WaitlistConfirmBody = z.input<typeof waitlistConfirmBody>;

/** POST /api/waitlist and the leave / decline calls: the same answer whatever was there before. */
export const waitlistDoneAnswer = z.object({ data: z.object({ message: z.string() }) });
export type WaitlistDoneAnswer = z.infer<typeof waitlistDoneAnswer>;

export const waitlistEntry = z.object({
  id: z.number(),
  salonId: z.number(),
  /** DD-MM-YYYY */
  dateBook: z.string(),
  /** 0: any hour of the day. */
  bookHourId: z.number(),
  /** 0: any stylist. */
  stylistId: z.number(),
  serviceIds: z.array(z.number()),
  status: z.enum(['waiting', 'offered']),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** GET /api/waitlist: the caller's own active entries. */
export const waitlistEntriesAnswer = z.object({ data: z.array(waitlistEntry) });
export type WaitlistEntriesAnswer = z.infer<typeof waitlistEntriesAnswer>;

/** GET /api/waitlist/offers/{token}: the held slot of an offer. */
export const waitlistOffer = z.object({
  state: z.enum(['open', 'claimed', 'lapsed']),
  bookingId: z.number(),
  /** Masked: 0912***001. */
  phone: z.string(),
  salonId: z.number(),
  salonName: z.string(),
  salonAddress: z.string(),
  /** DD-MM-YYYY */
  dateBook: z.string(),
  hour: z.string(),
  stylistName: z.string(),
  services: z.array(z.object({ serviceId: z.number(), name: z.string(), price: z.number() })),
  totalMoney: z.number(),
  expiresAt: z.string(),
  /** Seconds the hold still runs (0 unless open). */
  secondsLeft: z.number(),
});
export type WaitlistOffer = z.infer<typeof waitlistOffer>;
export const waitlistOfferAnswer = z.object({ data: waitlistOffer });
export type WaitlistOfferAnswer = z.infer<typeof waitlistOfferAnswer>;

/** PUT /api/waitlist/offers/{token}/confirm: the booking, confirmed, and a token to read it. */
export const waitlistConfirmAnswer = z.object({
  data: z.object({ bookingId: z.number(), status: z.literal('confirmed'), viewToken: z.string() }),
});
export type WaitlistConfirmAnswer = z.infer<typeof waitlistConfirmAnswer>;
