import { z } from 'zod';
import { dataOf, listOf, ownCustomerId as customerId } from './common.ts';
import { message } from '../index.ts';
import { positiveIntId, strictInt } from '../schemas.ts';

// Requests of the wheel, lucky-point and lucky-sprint calls; their answers follow.

export const wheelItemParams = z.object({ id: positiveIntId });
export const spinPackageParams = z.object({ idPackage: positiveIntId });
export const wheelOwnerQuery = z.object({ customerId });
export const wheelGiftsQuery = z.object({ wheelId: positiveIntId.optional() });
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
/** What the web sends. */
export type WheelOwnerQuery = z.input<typeof wheelOwnerQuery>;
export type WheelGiftsQuery = z.input<typeof wheelGiftsQuery>;
export type SprintPageQuery = z.input<typeof sprintPageQuery>;
export type SprintVoucherQuery = z.input<typeof sprintVoucherQuery>;
export type SprintExchangeQuery = z.input<typeof sprintExchangeQuery>;

// Answers of the lucky wheel, lucky points and lucky-sprint calls (000 §7, issue 20; payloads not
// shown by the spec, chosen here and described in the OpenAPI document).

export const wheelGiftKind = z.enum(['voucher', 'points', 'spins', 'none']);
export type WheelGiftKind = z.infer<typeof wheelGiftKind>;

export const wheelGift = z.object({
  id: z.number(),
  wheelId: z.number(),
  position: z.number().describe('The slot on the wheel, clockwise from the top'),
  kind: wheelGiftKind,
  name: z.string(),
  nameEn: z.string(),
  color: z.string(),
  campaignId: z.number().nullable().describe('kind voucher: the campaign whose voucher is won'),
  amount: z.number().describe('kind points: lucky points; kind spins: spins'),
  inStock: z.boolean().describe('False when none is left: it cannot be won'),
});
export type WheelGift = z.infer<typeof wheelGift>;

export const wheelView = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  gifts: z.array(wheelGift),
});
export type WheelView = z.infer<typeof wheelView>;

export const wheelsAnswer = listOf(wheelView);
export type WheelsAnswer = z.infer<typeof wheelsAnswer>;
export const wheelAnswer = dataOf(wheelView);
export const wheelGiftsAnswer = listOf(wheelGift);
export const wheelGiftAnswer = dataOf(wheelGift);

export const exchangePackage = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  points: z.number(),
  spins: z.number(),
});
export type ExchangePackageView = z.infer<typeof exchangePackage>;
export const exchangeConfigsAnswer = listOf(exchangePackage);

export const luckyBalance = z.object({ spins: z.number(), points: z.number() });
export type LuckyBalance = z.infer<typeof luckyBalance>;
export const luckyBalanceAnswer = dataOf(luckyBalance);
export const spinsBoughtAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: luckyBalance,
});

export const wonVoucher = z.object({
  voucherId: z.number(),
  campaignId: z.number(),
  campaignName: z.string(),
  remainingUsage: z.number(),
  endDate: z.string().describe('YYYY-MM-DD'),
});
export const receivedGift = z.object({
  id: z.number(),
  wheelId: z.number(),
  gift: wheelGift.pick({ id: true, kind: true, name: true, nameEn: true, amount: true, color: true }),
  voucher: wonVoucher.nullable().describe("kind voucher: the voucher now in the customer's own promotions"),
  createdAt: z.string(),
});
export type ReceivedGift = z.infer<typeof receivedGift>;
export const myGiftsAnswer = listOf(receivedGift);
export type MyGiftsAnswer = z.infer<typeof myGiftsAnswer>;

export const spinAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    gift: wheelGift.describe('The prize the server drew; the wheel stops on its position'),
    received: receivedGift,
    balance: luckyBalance,
  }),
});
export type SpinAnswer = z.infer<typeof spinAnswer>;

export const recentWinner = z.object({
  id: z.number(),
  winner: z.string().describe('First name and initial, or a masked phone'),
  giftName: z.string(),
  giftNameEn: z.string(),
  createdAt: z.string(),
});
export type RecentWinner = z.infer<typeof recentWinner>;
export const recentWinnersAnswer = listOf(recentWinner);

export const questView = z.object({
  id: z.number(),
  kind: z.enum(['visit', 'rating', 'topup']),
  name: z.string(),
  nameEn: z.string(),
  spins: z.number().describe('Spins granted each time'),
  maxTimes: z.number().nullable(),
  done: z.number().describe("The caller's completions (0 for a visitor)"),
});
export type QuestView = z.infer<typeof questView>;
export const questsAnswer = listOf(questView);

export const rewardVqmmAnswer = dataOf(
  luckyBalance.extend({ vouchers: z.array(receivedGift).describe('Vouchers won on the wheel') }),
);

export const luckyPointEntry = z.object({
  id: z.number(),
  amount: z.number(),
  kind: z.enum(['opening', 'gift', 'exchange', 'sprint']),
  pointsAfter: z.number(),
  createdAt: z.string(),
});
export type LuckyPointEntry = z.infer<typeof luckyPointEntry>;
export const luckyPointHistoryAnswer = dataOf(
  z.object({ points: z.number(), entries: z.array(luckyPointEntry) }),
);
export type LuckyPointHistoryAnswer = z.infer<typeof luckyPointHistoryAnswer>;

// Lucky sprint.
export const sprintVoucher = z.object({
  voucherId: z.number().describe('The lucky-sprint offer'),
  campaignId: z.number(),
  name: z.string(),
  imageUrl: z.string(),
  conditionText: z.string(),
  point: z.number().describe('Lucky points it costs'),
  remaining: z.number().nullable().describe('Left to exchange (null: unlimited)'),
  endDate: z.string(),
});
export type SprintVoucher = z.infer<typeof sprintVoucher>;
export const sprintPointAnswer = dataOf(z.object({ customerId: z.number(), point: z.number() }));
export const sprintVouchersAnswer = dataOf(
  z.object({ items: z.array(sprintVoucher), page: z.number(), pageSize: z.number(), total: z.number() }),
);
export type SprintVouchersAnswer = z.infer<typeof sprintVouchersAnswer>;
export const sprintVoucherAnswer = dataOf(sprintVoucher);
export const sprintExchangeAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({
    voucherId: z.number().describe('The voucher now owned'),
    campaignId: z.number(),
    point: z.number(),
  }),
});
export type SprintExchangeAnswer = z.infer<typeof sprintExchangeAnswer>;
