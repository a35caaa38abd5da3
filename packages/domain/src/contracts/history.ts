import { z } from 'zod';
import { INT4_MAX, message, validateAvatar, validateEmail } from '../index.ts';
import { nameSchema, strictInt } from '../schemas.ts';
import { ownCustomerId as customerIdQuery } from './common.ts';

// Requests of the history, rating and profile calls; their answers follow.
// Stars are checked here and again by the domain's validateRating (comment, tags) in the service.

const brandName = z.string().max(40).optional().describe('MOYO; accepted and ignored');
const visitId = strictInt(1, INT4_MAX, { error: message('visitNotFound') });
const stars = strictInt(1, 5, { error: message('ratingStarsInvalid') });

export const visitHistoryQuery = z.object({
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
export const wrongImageReportBody = z.object({
  visitId,
  note: z.string().max(500).optional(),
  customerId: customerIdQuery,
  brandName,
});

export const customerInfoQuery = z.object({ customerId: customerIdQuery });

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

const email = z
  .string({ error: message('emailInvalid') })
  .max(300)
  .transform(fromResult(validateEmail))
  .optional();
const birthDate = z
  .string({ error: message('birthDateInvalid') })
  .max(20)
  .optional();

/** Fields left out stay as they are; an empty email, birth date or avatar clears it. */
export const profileBody = z.object({
  customerId: customerIdQuery,
  name: nameSchema.optional(),
  email,
  birthDate,
  avatar: z
    .string({ error: message('avatarInvalid') })
    .max(200)
    .transform(fromResult(validateAvatar))
    .optional(),
  brandName,
});
export type ProfileBody = z.input<typeof profileBody>;
export type ProfileRequest = z.infer<typeof profileBody>;

export const registerBody = z.object({
  name: nameSchema,
  email,
  birthDate,
  brandName,
});
export type RegisterBody = z.input<typeof registerBody>;
export type RegisterRequest = z.infer<typeof registerBody>;

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

/** What the web sends. */
export type VisitHistoryQuery = z.input<typeof visitHistoryQuery>;
export type RatingQuery = z.input<typeof ratingQuery>;
export type RatingCheckQuery = z.input<typeof ratingCheckQuery>;
export type RatingBody = z.input<typeof ratingBody>;
export type RatingImageBody = z.input<typeof ratingImageBody>;
export type WrongImageReportBody = z.input<typeof wrongImageReportBody>;
export type CustomerInfoQuery = z.input<typeof customerInfoQuery>;

// Answers of the history, rating and profile calls (000 §7 "History and rating", app-customer, issue 19).

export const visitServiceItem = z.object({ serviceId: z.number(), name: z.string(), price: z.number() });
export const visitRatingView = z.object({
  stars: z.number(),
  comment: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type VisitRatingView = z.infer<typeof visitRatingView>;

export const visitItem = z.object({
  id: z.number().describe('The visit (bill) id: what the rating calls name'),
  bookingId: z.number().nullable(),
  salonId: z.number(),
  salonName: z.string(),
  salonAddress: z.string(),
  visitedAt: z.string().describe('ISO instant'),
  dateBook: z.string().describe('DD-MM-YYYY, Vietnam time'),
  hourBook: z.string().describe('HH:mm, Vietnam time'),
  services: z.array(visitServiceItem),
  stylist: z.object({
    id: z.number(),
    name: z.string(),
    avatar: z.string().nullable(),
    ratingStar: z.number(),
    totalCustomer: z.number(),
  }),
  moneyPaid: z.number(),
  promotions: z.array(z.object({ name: z.string(), amount: z.number() })),
  images: z.array(z.string()),
  imageStars: z.number().nullable(),
  imageReported: z.boolean(),
  rating: visitRatingView.nullable(),
});
export type VisitItem = z.infer<typeof visitItem>;

export const tierProgressView = z.object({
  memberType: z.number().nullable(),
  spendLast12Months: z.number(),
  nextMemberType: z.number().nullable(),
  nextMinSpend: z.number().nullable(),
  remaining: z.number(),
  percent: z.number(),
});
export type TierProgressView = z.infer<typeof tierProgressView>;

export const customerHistoryAnswer = z.object({
  data: z.object({
    pageNum: z.number(),
    pageSize: z.number(),
    total: z.number().describe('Visits in all'),
    items: z.array(visitItem).describe('Newest first'),
    spending: z.object({
      totalPaid: z.number(),
      byMonth: z.array(
        z.object({ month: z.string().describe('YYYY-MM'), total: z.number(), visits: z.number() }),
      ),
      tier: tierProgressView,
    }),
  }),
});
export type CustomerHistoryAnswer = z.infer<typeof customerHistoryAnswer>;

export const ratingTagsAnswer = z.array(z.string()).describe('Quick-feedback tag ids the rating accepts');

export const ratingAnswer = z.object({
  data: z.object({ visitId: z.number(), rating: visitRatingView.nullable(), tags: ratingTagsAnswer }),
});
export type RatingAnswer = z.infer<typeof ratingAnswer>;

/** The latest visit still waiting for a rating (the home prompt), or null. */
export const ratingCheckAnswer = z.object({
  data: z
    .object({
      visitId: z.number(),
      salonName: z.string(),
      stylistName: z.string(),
      stylistAvatar: z.string().nullable(),
      visitedAt: z.string(),
      dateBook: z.string(),
    })
    .nullable(),
});
export type RatingCheckAnswer = z.infer<typeof ratingCheckAnswer>;

export const ratingDoneAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({
    visitId: z.number(),
    stylistId: z.number(),
    ratingStar: z.number().describe("The stylist's average after this rating"),
    totalCustomer: z.number(),
  }),
});
export type RatingDoneAnswer = z.infer<typeof ratingDoneAnswer>;

export const customerProfile = z.object({
  customerId: z.number(),
  phone: z.string().describe('0xxxxxxxxx'),
  name: z.string().nullable(),
  email: z.string().nullable(),
  birthDate: z.string().nullable().describe('YYYY-MM-DD'),
  avatar: z.string().nullable(),
  memberType: z.number().nullable(),
  accountBalance: z.number(),
  isRegistered: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const customerProfileAnswer = z.object({ statusCode: z.literal(200), data: customerProfile });
export type CustomerProfileAnswer = z.infer<typeof customerProfileAnswer>;

export const profileSavedAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: customerProfile,
});
export type ProfileSavedAnswer = z.infer<typeof profileSavedAnswer>;

/** POST /api/pos/visits: the salon's point-of-sale system reports a served booking. */
export const visitRecordedAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  data: z.object({
    visitId: z.number(),
    customerId: z.number(),
    memberType: z.number().nullable().describe("The customer's tier after this visit's spending"),
  }),
});
export type VisitRecordedAnswer = z.infer<typeof visitRecordedAnswer>;
