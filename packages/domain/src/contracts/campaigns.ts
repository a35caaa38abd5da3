import { z } from 'zod';
import { optionalBookingPhone } from './common.ts';
import { INT4_MAX, isPlainDecimal, message } from '../index.ts';
import { bookDateSchema, phoneSchema, positiveIntId, strictInt } from '../schemas.ts';

// Requests of the promotions area; their answers follow.

/** Comma-separated ids ('1011,3011'); empty or '0' means none. Anything else is refused. */
const commaIdText = z
  .string()
  .max(2000)
  .optional()
  .transform((raw, ctx) => {
    const text = (raw ?? '').trim();
    if (text === '' || text === '0') return [];
    const parts = text.split(',').map((part) => part.trim());
    const ids = parts.map(Number);
    if (parts.some((p) => !isPlainDecimal(p)) || ids.some((id) => id <= 0 || id > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: message('invalidId') });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** A salon id where 0 means "no salon chosen yet" (the URL's salonId=0). */
const salonIdOrZero = strictInt(0, INT4_MAX, { blankAs: 0 })
  .optional()
  .transform((n) => (n ? n : null));

export const campaignsForBookingQuery = z.object({
  campaignUsing: commaIdText.describe('Ids of the campaigns already chosen'),
  phone: optionalBookingPhone,
  salonId: salonIdOrZero,
  services: commaIdText.describe('Ids of the chosen services'),
  dateBook: bookDateSchema.optional().describe('The booking day, DD-MM-YYYY or ISO; default today'),
});

export const rewardDetailQuery = z.object({
  campaignId: positiveIntId,
  salonId: salonIdOrZero,
  phone: optionalBookingPhone,
});

export const promotionCodeBody = z.object({
  code: z.string({ error: message('promoCodeRequired') }).max(64, { error: message('promoCodeInvalid') }),
  phone: phoneSchema,
});

export const phoneCampaignBody = z.object({ phone: phoneSchema, campaignId: positiveIntId });
export type PhoneCampaignBody = z.input<typeof phoneCampaignBody>;

export const customerRewardsQuery = z.object({ phone: phoneSchema });

/** What the web sends. */
export type CampaignsForBookingQuery = z.input<typeof campaignsForBookingQuery>;
export type RewardDetailQuery = z.input<typeof rewardDetailQuery>;
export type PromotionCodeBody = z.input<typeof promotionCodeBody>;

// Answers of the promotion calls (decision 0070): the Campaign shape of 001 §3 for steps 4 and 5,
// a campaign's detail, claims and the customer's vouchers.

export const campaignServiceRef = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number().describe('With this campaign (promoted services) or the catalogue price (conditions)'),
  originPrice: z.number(),
  description: z.string(),
  serviceImage: z.array(z.string()),
  selected: z.boolean().describe('Already among the chosen services'),
});
export type CampaignServiceRef = z.infer<typeof campaignServiceRef>;

/** The price rule, so the client previews the same repricing (domain repriceWithCampaigns). */
export const campaignEffect = z.object({ kind: z.enum(['price', 'percent']), value: z.number() });
export type CampaignEffectWire = z.infer<typeof campaignEffect>;

export const campaignItem = z.object({
  campaignId: z.number(),
  name: z.string(),
  image: z.string(),
  expire: z.string().describe('Last day, DD-MM-YYYY'),
  valid: z.boolean(),
  validCondition: z.boolean(),
  message: z.string().nullable().describe('Why it is not valid; null when valid'),
  selected: z.boolean(),
  remainUsage: z.number().nullable().describe('Uses left; null: unlimited'),
  saving: z.number().describe('What it saves on the chosen services'),
  effect: campaignEffect,
  serviceApplies: z.array(campaignServiceRef),
  serviceConditions: z.array(campaignServiceRef),
});
export type CampaignItem = z.infer<typeof campaignItem>;

export const campaignListsAnswer = z.object({
  data: z.object({
    salon: z.array(campaignItem).describe("The product's promotions at the salon"),
    customer: z
      .array(campaignItem)
      .describe("The customer's vouchers (only for the logged-in booking phone)"),
    best: z.array(campaignItem).describe('The valid campaigns that save the most on the chosen services'),
  }),
});
export type CampaignLists = z.infer<typeof campaignListsAnswer>['data'];

export const campaignDetail = z.object({
  campaignId: z.number(),
  name: z.string(),
  imageUrl: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  remainUsage: z.number().nullable(),
  paymentMethod: z.string(),
  allSalons: z.boolean(),
  salonApplies: z.array(z.object({ id: z.number(), name: z.string(), addressNew: z.string() })),
  appliesAtSalon: z.boolean().nullable(),
  condition: z.string(),
  effect: campaignEffect,
  scope: z.enum(['public', 'voucher']),
  serviceApplies: z.array(campaignServiceRef),
  serviceConditions: z.array(campaignServiceRef),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;
export const campaignDetailAnswer = z.object({ data: campaignDetail });

/** A claimed code or voucher; a refusal is 4xx `{ statusCode, code, message }`. */
export const claimAnswer = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({ voucherId: z.number(), campaignId: z.number() }),
});
export type ClaimAnswer = z.infer<typeof claimAnswer>;

export const rewardsAnswer = z.object({
  data: z.array(
    z.object({
      voucherId: z.number(),
      campaignId: z.number(),
      name: z.string(),
      image: z.string(),
      startDate: z.string().describe('DD-MM-YYYY'),
      endDate: z.string().describe('DD-MM-YYYY'),
      totalUsage: z.number(),
      remainUsage: z.number(),
    }),
  ),
});
export type Reward = z.infer<typeof rewardsAnswer>['data'][number];

export const oncePerPhoneAnswer = z.object({
  data: z.object({
    campaignId: z.number(),
    oncePerPhone: z.boolean(),
    used: z.boolean().describe("Told only to the phone's logged-in owner; anyone else reads false"),
    message: z.string().nullable(),
  }),
});
export type OncePerPhone = z.infer<typeof oncePerPhoneAnswer>['data'];
