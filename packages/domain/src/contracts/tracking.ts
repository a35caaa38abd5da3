import { z } from 'zod';

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
