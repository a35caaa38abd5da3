import { INT4_MAX, isPlainDecimal, message } from '@salon/domain';
import { bookDateSchema, phoneSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request shapes of the promotions area; the answers are contracts (@salon/domain/contracts).

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

export const rewardDetailQuery = z.object({
  campaignId: positiveIntId,
  salonId: salonIdOrZero,
  phone: optionalPhone,
});

export const promotionCodeBody = z.object({
  code: z.string({ error: message('promoCodeRequired') }).max(64, { error: message('promoCodeInvalid') }),
  phone: phoneSchema,
});

export const phoneCampaignBody = z.object({ phone: phoneSchema, campaignId: positiveIntId });

export const phoneQuery = z.object({ phone: phoneSchema });
