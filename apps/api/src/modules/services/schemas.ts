import { INT4_MAX, message } from '@salon/domain';
import { bookDateSchema, phoneSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request shapes of the services area; the answers are contracts (@salon/domain/contracts).

const MAX_CHOSEN_IDS = 50;

/** salonId as query text; 0 means "no salon yet" and is answered by the use case. */
const salonIdParam = strictInt(0, INT4_MAX, { blankAs: 0 });
const langParam = z.enum(['vi', 'en']).default('vi');
/** '' or '0' mean "no phone" (the booking URL uses phone=0). */
const optionalPhone = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' || v.trim() === '0' ? undefined : v))
  .pipe(phoneSchema.optional());
/** '1011,4011', or '0' / '' for none. */
const idList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim();
    if (text === '' || text === '0') return [];
    const ids = text.split(',').map((p) => p.trim());
    const bad = ids.some((p) => !/^[1-9]\d{0,8}$/.test(p));
    if (bad || ids.length > MAX_CHOSEN_IDS) {
      ctx.addIssue({ code: 'custom', message: message('invalidId') });
      return z.NEVER;
    }
    return [...new Set(ids.map(Number))];
  });

export const serviceListQuery = z.object({
  salonId: salonIdParam,
  customerPhone: optionalPhone,
  lang: langParam,
  choosenServiceIds: idList,
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

export const serviceDetailQuery = z.object({
  salonId: salonIdParam,
  groupId: positiveIntId,
  memberType: strictInt(0, 4, { error: message('invalidRequest'), blankAs: 0 }).default(0),
  lang: langParam,
});
export type ServiceDetailQuery = z.infer<typeof serviceDetailQuery>;

export const priceQuoteQuery = z.object({
  salonId: salonIdParam,
  serviceIds: idList,
  dateBook: bookDateSchema.describe('DD-MM-YYYY or YYYY-MM-DD'),
  stylistSkillLevel: strictInt(1, 5, { error: message('invalidRequest') }).optional(),
});
export type PriceQuoteQuery = z.infer<typeof priceQuoteQuery>;
