import { phoneSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request shapes of the salons area; the answers are contracts (@salon/domain/contracts).
export const customerPhoneQuery = z.object({ customerPhone: phoneSchema });
export const phoneNumberQuery = z.object({ phoneNumber: phoneSchema });
export const nearLocationQuery = z.object({
  phoneNumber: phoneSchema,
  attrId: positiveIntId,
  numOfSalon: strictInt(1, 30).optional(),
});
export const salonIdQuery = z.object({ salonId: positiveIntId });
export const privacyQuery = z.object({
  phone: phoneSchema.optional(),
  salonId: positiveIntId.optional(),
  lang: z.enum(['vi', 'en']).default('vi'),
});
