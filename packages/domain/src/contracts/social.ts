import { z } from 'zod';
import { styleMaster } from './home.ts';
import { INT4_MAX, message, RANKING_TOP } from '../index.ts';
import { positiveIntId, strictInt } from '../schemas.ts';
import { ownCustomerId as customerId } from './common.ts';

// Requests of the style-master, ranking, course and discover calls; their answers follow.

const photoId = strictInt(1, INT4_MAX, { error: message('invalidId') });

export const styleMasterPhotoBody = z.object({
  id: photoId.describe('The style-master photo (styleMasterId is accepted too)').optional(),
  styleMasterId: photoId.optional(),
  customerId,
});
export const styleMasterHistoryQuery = z.object({
  pageNum: strictInt(1, 100_000, { error: message('pageNumInvalid'), blankAs: 1 })
    .optional()
    .transform((n) => n ?? 1),
  customerId,
});

export type StyleMasterPhotoBody = z.input<typeof styleMasterPhotoBody>;
export type StyleMasterHistoryQuery = z.input<typeof styleMasterHistoryQuery>;

/** GET /api/staff-ranking. */
export const staffRankingQuery = z.object({
  masterKey: z
    .enum(['stylist', 'skinner', 'master'], { error: message('invalidRequest') })
    .default('stylist')
    .describe("Which board: 'stylist' (default), 'skinner', or 'master' (master stylists only)"),
  salonId: positiveIntId.optional().describe("Only the salon's own staff"),
  top: strictInt(1, RANKING_TOP, { error: message('invalidRequest') }).default(RANKING_TOP),
});
export type StaffRankingQuery = z.input<typeof staffRankingQuery>;

/** GET /api/CampaignCourse/GetCustomerCampaignCourse. */
export const campaignCourseQuery = z.object({ customerId });
export type CampaignCourseQuery = z.input<typeof campaignCourseQuery>;

/** The discover feed and a post's likers: a page of a list. */
export const discoverPageQuery = z.object({
  page: strictInt(1, 10_000, { error: message('pageNumInvalid'), blankAs: 1 }).default(1),
  pageSize: strictInt(1, 50, { error: message('invalidRequest'), blankAs: 10 }).default(10),
});
export type DiscoverPageQuery = z.input<typeof discoverPageQuery>;
export const discoverPostParams = z.object({ id: positiveIntId });

/** The photo a like or vote body names: `id` or `styleMasterId`. */
export function styleMasterPhotoOf(body: z.infer<typeof styleMasterPhotoBody>): number | undefined {
  return body.id ?? body.styleMasterId;
}

// Answers of issue 20's calls (000 §7 "Style masters" and "Other"): style-master likes and votes, staff
// ranking and challenges, campaign courses and the discover feed. Decision 0126.

export const styleMasterItem = styleMaster.extend({
  totalVote: z.number(),
  month: z.string().describe("'YYYY-MM'"),
  isLiked: z.boolean().describe("The caller's like (false for a visitor)"),
  isVoted: z.boolean(),
});
export type StyleMasterItem = z.infer<typeof styleMasterItem>;
export const styleMasterListAnswer = z.object({ data: z.array(styleMasterItem) });
export type StyleMasterListAnswer = z.infer<typeof styleMasterListAnswer>;

export const likeState = z.object({ id: z.number(), totalLike: z.number(), isLiked: z.boolean() });
export type LikeState = z.infer<typeof likeState>;
export const likeAnswer = z.object({ statusCode: z.literal(200), data: likeState });
export type LikeAnswer = z.infer<typeof likeAnswer>;
export const voteAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({ id: z.number(), totalVote: z.number(), isVoted: z.boolean() }),
});
export type VoteAnswer = z.infer<typeof voteAnswer>;

export const styleMasterHistoryAnswer = z.object({
  data: z.object({
    items: z.array(styleMasterItem.extend({ at: z.string().describe('Latest like or vote (ISO)') })),
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
  }),
});
export type StyleMasterHistoryAnswer = z.infer<typeof styleMasterHistoryAnswer>;

export const threeMonthTopAnswer = z.object({
  data: z.array(
    z.object({
      rank: z.number(),
      stylistId: z.number(),
      stylistName: z.string(),
      avatar: z.string().nullable(),
      salonId: z.number(),
      salonName: z.string(),
      totalLike: z.number(),
      photos: z.number(),
      image: z.string().describe('Their most liked photo of the three months'),
    }),
  ),
});
export type ThreeMonthTopAnswer = z.infer<typeof threeMonthTopAnswer>;

export const rankedStaff = z.object({
  rank: z.number(),
  staffId: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  salonId: z.number(),
  salonName: z.string(),
  skillLevel: z.number(),
  isMaster: z.boolean(),
  stars: z.number().describe('Smoothed average stars of the window'),
  ratingCount: z.number(),
  visits: z.number(),
  score: z.number().describe('0..100'),
});
export type RankedStaff = z.infer<typeof rankedStaff>;
export const staffRankingAnswer = z.object({
  data: z.object({
    masterKey: z.string(),
    salonId: z.number().nullable(),
    windowDays: z.number(),
    items: z.array(rankedStaff),
  }),
});
export type StaffRankingAnswer = z.infer<typeof staffRankingAnswer>;

const enTexts = z.object({ title: z.string(), reward: z.string() });
export const staffChallengeAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      reward: z.string(),
      en: enTexts,
      metric: z.enum(['five_star_ratings', 'visits']),
      target: z.number(),
      startsOn: z.string(),
      endsOn: z.string(),
      standings: z.array(
        z.object({
          rank: z.number(),
          staffId: z.number(),
          name: z.string(),
          avatar: z.string().nullable(),
          salonName: z.string(),
          value: z.number(),
          percent: z.number(),
          reached: z.boolean(),
        }),
      ),
    }),
  ),
});
export type StaffChallengeAnswer = z.infer<typeof staffChallengeAnswer>;

export const campaignCourseAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      reward: z.string(),
      en: z.object({ name: z.string(), reward: z.string() }),
      image: z.string(),
      serviceIds: z.array(z.number()),
      startsOn: z.string(),
      endsOn: z.string().nullable(),
      visits: z.number().describe("The customer's qualifying visits since the course began"),
      counted: z.number(),
      required: z.number(),
      remaining: z.number(),
      rewardReady: z.boolean(),
      rewardsTaken: z.number(),
      percent: z.number(),
    }),
  ),
});
export type CampaignCourseAnswer = z.infer<typeof campaignCourseAnswer>;

export const discoverItem = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  en: z.object({ title: z.string(), summary: z.string(), tag: z.string() }),
  image: z.string(),
  tag: z.string(),
  publishedAt: z.string(),
  totalLike: z.number(),
  isLiked: z.boolean().describe("The caller's like (false for a visitor)"),
});
export type DiscoverItem = z.infer<typeof discoverItem>;
export const discoverListAnswer = z.object({
  data: z.array(discoverItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DiscoverListAnswer = z.infer<typeof discoverListAnswer>;
export const discoverDetailAnswer = z.object({
  data: discoverItem.extend({ body: z.string(), bodyEn: z.string() }),
});
export type DiscoverDetailAnswer = z.infer<typeof discoverDetailAnswer>;
