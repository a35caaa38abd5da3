import { INT4_MAX, message } from '@salon/domain';
import { positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request shapes of the style-master calls; the answers are contracts (social.ts).

/** Whose data: the token decides; a customerId that is not the caller's gets 403. */
export const customerId = positiveIntId.optional().describe("Must be the caller's own id when sent");
const photoId = strictInt(1, INT4_MAX, { error: message('invalidId') });

export const photoBody = z.object({
  id: photoId.describe('The style-master photo (styleMasterId is accepted too)').optional(),
  styleMasterId: photoId.optional(),
  customerId,
});
export const historyQuery = z.object({
  pageNum: strictInt(1, 100_000, { error: message('pageNumInvalid'), blankAs: 1 })
    .optional()
    .transform((n) => n ?? 1),
  customerId,
});

/** The photo a like or vote body names: `id` or `styleMasterId`. */
export function photoOf(body: z.infer<typeof photoBody>): number | undefined {
  return body.id ?? body.styleMasterId;
}
