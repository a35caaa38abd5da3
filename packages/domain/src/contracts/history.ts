import { z } from 'zod';

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
