import { z } from 'zod';

// Pieces several answers share.

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
