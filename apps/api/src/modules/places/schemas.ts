import { message, PLACE_INPUT_MAX } from '@salon/domain';
import { positiveIntId } from '@salon/domain/schemas';
import { z } from 'zod';

// Requests of the places area; the answers are contracts (@salon/domain/contracts/places.ts).
// Lengths beyond these are refused here; the name and street rules (with their messages) are the use case's.
const placeIdSchema = z
  .string({ error: message('placeNotFound') })
  .max(20, { error: message('placeNotFound') });
const text = (max: number) =>
  z.string({ error: message('invalidRequest') }).max(max, { error: message('invalidRequest') });

export const autocompleteQuery = z.object({
  input: z
    .string()
    .max(PLACE_INPUT_MAX * 2)
    .default(''),
});
export const placeIdQuery = z.object({ placeid: placeIdSchema });
export const attrIdParams = z.object({ attrId: positiveIntId });
export const placeBody = z.object({ name: text(200), placeId: placeIdSchema, detail: text(500).optional() });
export const placeChangeBody = z.object({
  name: text(200).optional(),
  placeId: placeIdSchema.optional(),
  detail: text(500).optional(),
});
