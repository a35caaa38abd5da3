import { z } from 'zod';

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
