import { z } from 'zod';

// The waitlist's answers (issue 22, decision 0128).

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
