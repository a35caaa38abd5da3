import { z } from 'zod';
import { message } from '../index.ts';

// Requests of the wallet calls; their answers follow.
// The amount's limits are checked by the use case (isValidTopupAmount), with the same message.
export const topupBody = z.object({
  amount: z.number({ error: message('topupAmountInvalid') }).int({ error: message('topupAmountInvalid') }),
});
export const walletTxnParams = z.object({ txnRef: z.string().regex(/^[A-Z0-9]{1,40}$/) });
export const payBookingBody = z.object({ bookingId: z.number().int().positive().max(2_147_483_647) });
export type TopupBody = z.input<typeof topupBody>;
export type PayBookingBody = z.input<typeof payBookingBody>;
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
export const vnpayIpnQuery = z
  .object(Object.fromEntries(ipnFields.map((name) => [name, ipnValue.optional()])))
  .catchall(ipnValue)
  .refine((query) => Object.keys(query).every((name) => name.length <= 100));

// Answers of the balance, top-up and pay-with-balance calls (issue 19).

export const ledgerEntry = z.object({
  id: z.number(),
  amount: z
    .number()
    .describe(
      'Positive: money in (opening, top-up, refund of a cancelled booking); negative: a booking paid',
    ),
  kind: z.enum(['opening', 'topup', 'booking', 'refund', 'change-refund']),
  balanceAfter: z.number(),
  bookingId: z.number().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const walletAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    balance: z.number().describe("The customer's balance: the sum of the ledger"),
    entries: z.array(ledgerEntry).describe('The latest movements, newest first'),
  }),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;

export const topupStatus = z.enum(['pending', 'paid', 'failed']);
export type TopupStatus = z.infer<typeof topupStatus>;

export const topupStartAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    txnRef: z.string(),
    payUrl: z.string().describe("Where the browser goes: the provider's payment page, or the result page"),
  }),
});
export type TopupStartAnswer = z.infer<typeof topupStartAnswer>;

export const topupResultAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    txnRef: z.string(),
    amount: z.number(),
    status: topupStatus.describe("From the server's record, never from the return URL's query"),
    balance: z.number(),
  }),
});
export type TopupResultAnswer = z.infer<typeof topupResultAnswer>;

/** VNPay's IPN answer (RspCode 00 confirmed, 01 not found, 02 already confirmed, 04 amount, 97 signature, 99). */
export const vnpayIpnAnswer = z.object({ RspCode: z.string(), Message: z.string() });
export type VnpayIpnAnswer = z.infer<typeof vnpayIpnAnswer>;

export const payWithBalanceAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({ bookingId: z.number(), paid: z.number(), balance: z.number() }),
});
export type PayWithBalanceAnswer = z.infer<typeof payWithBalanceAnswer>;
