import { message } from '@salon/domain';
import { z } from 'zod';

// Bodies and parameters of the wallet calls; the answers are contracts (@salon/domain/contracts).
// The amount's limits are checked by the use case (isValidTopupAmount), with the same message.
export const topupBody = z.object({
  amount: z.number({ error: message('topupAmountInvalid') }).int({ error: message('topupAmountInvalid') }),
});
export const txnRefParams = z.object({ txnRef: z.string().regex(/^[A-Z0-9]{1,40}$/) });
export const payBookingBody = z.object({ bookingId: z.number().int().positive().max(2_147_483_647) });
// VNPay's IPN query: the fields it sends are named (so the document lists them as parameters); any other
// is kept too, since the signature covers every vnp_* value: the signature check refuses what is wrong.
const ipnValue = z.union([z.string().max(1000), z.array(z.string())]);
const ipnFields = [
  'vnp_TmnCode',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_BankTranNo',
  'vnp_CardType',
  'vnp_PayDate',
  'vnp_OrderInfo',
  'vnp_TransactionNo',
  'vnp_ResponseCode',
  'vnp_TransactionStatus',
  'vnp_TxnRef',
  'vnp_SecureHashType',
  'vnp_SecureHash',
] as const;
export const ipnQuery = z
  .object(Object.fromEntries(ipnFields.map((name) => [name, ipnValue.optional()])))
  .catchall(ipnValue)
  .refine((query) => Object.keys(query).every((name) => name.length <= 100));
