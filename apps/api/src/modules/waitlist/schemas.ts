import { message } from '@salon/domain';
import { nonNegativeIntId, phoneSchema, positiveIntId } from '@salon/domain/schemas';
import { z } from 'zod';
import { bookingDate } from '../booking/schemas.ts';

// Request schemas of the waitlist calls. Bad input is a 400 with a Vietnamese message.

export const joinBody = z.object({
  phone: phoneSchema,
  salonId: positiveIntId,
  dateBook: bookingDate,
  /** 0 or absent: any hour of the day. */
  bookHourId: nonNegativeIntId.optional(),
  stylistId: nonNegativeIntId.optional(),
  serviceIds: z
    .array(positiveIntId, { error: message('chooseServicesFirst') })
    .min(1)
    .max(10),
});

export const entryParams = z.object({ id: positiveIntId });
export const offerParams = z.object({ token: z.string().min(3).max(200) });
export const confirmBody = z.object({
  code: z
    .string({ error: message('bookingOtpInvalid') })
    .regex(/^\s*\d{6}\s*$/, { error: message('bookingOtpInvalid') })
    .transform((c) => c.trim()),
});
