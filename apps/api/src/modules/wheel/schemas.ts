import { message } from '@salon/domain';
import { positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request shapes of the wheel, lucky-point and lucky-sprint calls; the answers are contracts (wheel.ts).

/** Whose data: the token decides; a customerId that is not the caller's gets 403. */
const customerId = positiveIntId.optional().describe("Must be the caller's own id when sent");

export const idParams = z.object({ id: positiveIntId });
export const packageParams = z.object({ idPackage: positiveIntId });
export const ownerQuery = z.object({ customerId });
export const giftsQuery = z.object({ wheelId: positiveIntId.optional() });
export const sprintPageQuery = z.object({
  page: strictInt(1, 10_000, { error: message('pageNumInvalid'), blankAs: 1 })
    .optional()
    .transform((n) => n ?? 1),
  pageSize: strictInt(1, 50, { error: message('pageNumInvalid'), blankAs: 10 })
    .optional()
    .transform((n) => n ?? 10),
});
export const sprintVoucherQuery = z.object({ voucherId: positiveIntId });
export const sprintExchangeQuery = z.object({ voucherId: positiveIntId, customerId });
