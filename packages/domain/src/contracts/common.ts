import { z } from 'zod';
import { phoneSchema, positiveIntId } from '../schemas.ts';

// Pieces several requests or answers share.

/** Whose data: the session decides; a customerId that is not the caller's gets 403. */
export const ownCustomerId = positiveIntId.optional().describe("Must be the caller's own id when sent");

/** The booking phone of a query; '0' (none yet, the booking URL's phone=0) and '' mean no phone. */
export const optionalBookingPhone = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === '' || raw.trim() === '0' ? undefined : raw))
  .pipe(phoneSchema.optional());

/** `{ data: [...] }`, the list envelope of the spec's calls. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** `{ data: ... }`. */
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });

/** Every error: `{ statusCode, message }` with a Vietnamese message the UI shows as is. */
export const errorAnswer = z.object({ statusCode: z.number(), message: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** `{ statusCode: 200, message }`: a done action with nothing more to tell. */
export const doneAnswer = z.object({ statusCode: z.literal(200), message: z.string() });
export type DoneAnswer = z.infer<typeof doneAnswer>;
