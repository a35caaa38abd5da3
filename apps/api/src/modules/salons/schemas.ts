import { message } from '@salon/domain';
import { phoneSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request shapes of the salons area; the answers are contracts (@salon/domain/contracts).
export const customerPhoneQuery = z.object({ customerPhone: phoneSchema });
export const phoneNumberQuery = z.object({ phoneNumber: phoneSchema });
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, { error: message('invalidRequest') })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, { error: message('invalidRequest') })
        .max(limit, { error: message('invalidRequest') }),
    );
/** A saved address (attrId, its owner only), a place of the address search (placeid), or coordinates. */
export const nearLocationQuery = z.object({
  phoneNumber: phoneSchema.optional(),
  attrId: positiveIntId.optional(),
  placeid: z.string().max(20).optional(),
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  numOfSalon: strictInt(1, 30).optional(),
});
export const salonIdQuery = z.object({ salonId: positiveIntId });
export const privacyQuery = z.object({
  phone: phoneSchema.optional(),
  salonId: positiveIntId.optional(),
  lang: z.enum(['vi', 'en']).default('vi'),
});
