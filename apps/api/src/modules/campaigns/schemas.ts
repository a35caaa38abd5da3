import { INT4_MAX, isPlainDecimal, message } from '@salon/domain';
import { bookDateSchema, phoneSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request and answer shapes of the promotions area (they also feed the OpenAPI description).

/** Comma-separated ids ('1011,3011'); empty or '0' means none. Anything else is refused. */
export const commaIds = z
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

/** The booking phone; '0' (none yet) and an empty value mean no phone. */
const optionalPhone = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === '' || raw.trim() === '0' ? undefined : raw))
  .pipe(phoneSchema.optional());

export const forBookingQuery = z.object({
  campaignUsing: commaIds.describe('Ids of the campaigns already chosen'),
  phone: optionalPhone,
  salonId: salonIdOrZero,
  services: commaIds.describe('Ids of the chosen services'),
  dateBook: bookDateSchema.optional().describe('The booking day, DD-MM-YYYY or ISO; default today'),
});

const serviceRef = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  originPrice: z.number(),
  description: z.string(),
  serviceImage: z.array(z.string()),
  selected: z.boolean(),
});

const campaignItem = z.object({
  campaignId: z.number(),
  name: z.string(),
  image: z.string(),
  expire: z.string().describe('Last day, DD-MM-YYYY'),
  valid: z.boolean(),
  validCondition: z.boolean(),
  message: z.string().nullable(),
  selected: z.boolean(),
  remainUsage: z.number().nullable(),
  saving: z.number(),
  effect: z.object({ kind: z.enum(['price', 'percent']), value: z.number() }),
  serviceApplies: z.array(serviceRef),
  serviceConditions: z.array(serviceRef),
});

export const forBookingAnswer = z.object({
  data: z.object({
    salon: z.array(campaignItem).describe("The product's promotions at the salon"),
    customer: z
      .array(campaignItem)
      .describe("The customer's vouchers (only for the logged-in booking phone)"),
    best: z.array(campaignItem).describe('The valid campaigns that save the most on the chosen services'),
  }),
});

export const rewardDetailQuery = z.object({
  campaignId: positiveIntId,
  salonId: salonIdOrZero,
  phone: optionalPhone,
});

export const rewardDetail = z.object({
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
  effect: z.object({ kind: z.enum(['price', 'percent']), value: z.number() }),
  scope: z.enum(['public', 'voucher']),
  serviceApplies: z.array(serviceRef),
  serviceConditions: z.array(serviceRef),
});

export const promotionCodeBody = z.object({
  code: z.string({ error: message('promoCodeRequired') }).max(64, { error: message('promoCodeInvalid') }),
  phone: phoneSchema,
});

export const claimAnswer = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({ voucherId: z.number(), campaignId: z.number() }),
});

export const phoneCampaignBody = z.object({ phone: phoneSchema, campaignId: positiveIntId });

export const phoneQuery = z.object({ phone: phoneSchema });
