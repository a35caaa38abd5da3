import { message } from '@salon/domain';
import { z } from 'zod';

// Bodies and parameters of the wallet calls; the answers are contracts (@salon/domain/contracts).
// The amount's limits are checked by the use case (isValidTopupAmount), with the same message.
export const topupBody = z.object({
  amount: z.number({ error: message('topupAmountInvalid') }).int({ error: message('topupAmountInvalid') }),
});
export const txnRefParams = z.object({ txnRef: z.string().regex(/^[A-Z0-9]{1,40}$/) });
export const payBookingBody = z.object({ bookingId: z.number().int().positive().max(2_147_483_647) });
/** VNPay's IPN query: vnp_* values; anything else is left to the signature check to refuse. */
export const ipnQuery = z.record(z.string().max(100), z.union([z.string().max(1000), z.array(z.string())]));
