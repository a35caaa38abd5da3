import { INT4_MAX, message, validateAvatar, validateEmail } from '@salon/domain';
import { nameSchema, positiveIntId, strictInt } from '@salon/domain/schemas';
import { z } from 'zod';

// Request shapes of the history, rating and profile calls; the answers are contracts (history.ts).
// Stars are checked here and again by the domain's validateRating (comment, tags) in the service.

const brandName = z.string().max(40).optional().describe('MOYO; accepted and ignored');
/** Whose data: the token decides; a customerId that is not the caller's gets 403. */
const customerIdQuery = positiveIntId.optional().describe("Must be the caller's own id when sent");
const visitId = strictInt(1, INT4_MAX, { error: message('visitNotFound') });
const stars = strictInt(1, 5, { error: message('ratingStarsInvalid') });

export const historyQuery = z.object({
  pageNum: strictInt(1, 100_000, { error: message('pageNumInvalid'), blankAs: 1 })
    .optional()
    .transform((n) => n ?? 1),
  customerId: customerIdQuery,
  brandName,
});

export const ratingQuery = z.object({ visitId, customerId: customerIdQuery, brandName });
export const ratingCheckQuery = z.object({ customerId: customerIdQuery, brandName });

export const ratingBody = z.object({
  visitId,
  stars,
  comment: z
    .string()
    .max(2000, { error: message('ratingCommentInvalid') })
    .optional(),
  tags: z
    .array(z.string().max(40))
    .max(20, { error: message('ratingTagInvalid') })
    .optional(),
  customerId: customerIdQuery,
  brandName,
});

export const ratingImageBody = z.object({ visitId, stars, customerId: customerIdQuery, brandName });
export const reportImageBody = z.object({
  visitId,
  note: z.string().max(500).optional(),
  customerId: customerIdQuery,
  brandName,
});

export const infoQuery = z.object({ customerId: customerIdQuery });

const fromResult =
  (
    validate: (
      raw: string,
    ) => { ok: true; value: string | null } | { ok: false; error: Parameters<typeof message>[0] },
  ) =>
  (raw: string, ctx: z.RefinementCtx) => {
    const result = validate(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: message(result.error) });
    return z.NEVER;
  };

/** Fields left out stay as they are; an empty email, birth date or avatar clears it. */
export const profileBody = z.object({
  customerId: customerIdQuery,
  name: nameSchema.optional(),
  email: z
    .string({ error: message('emailInvalid') })
    .max(300)
    .transform(fromResult(validateEmail))
    .optional(),
  birthDate: z
    .string({ error: message('birthDateInvalid') })
    .max(20)
    .optional(),
  avatar: z
    .string({ error: message('avatarInvalid') })
    .max(200)
    .transform(fromResult(validateAvatar))
    .optional(),
  brandName,
});
export type ProfileBody = z.infer<typeof profileBody>;

export const registerBody = z.object({
  name: nameSchema,
  email: z
    .string({ error: message('emailInvalid') })
    .max(300)
    .transform(fromResult(validateEmail))
    .optional(),
  birthDate: z
    .string({ error: message('birthDateInvalid') })
    .max(20)
    .optional(),
  brandName,
});
export type RegisterBody = z.infer<typeof registerBody>;

const VISIT_IMAGE = /^\/images\/[A-Za-z0-9_\-./]{1,200}$/;
export const visitReportBody = z.object({
  bookingId: strictInt(1, INT4_MAX, { error: message('bookingNotFound') }),
  moneyPaid: strictInt(0, 100_000_000, { error: message('moneyPaidInvalid') }).optional(),
  images: z
    .array(
      z
        .string()
        .regex(VISIT_IMAGE)
        .refine((p) => !p.includes('..') && !p.includes('//')),
    )
    .max(10)
    .optional(),
});
