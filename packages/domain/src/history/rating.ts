import { isUnsafeText } from '../input-safety.ts';
import { err, ok, type Result } from '../result.ts';

// Rating a visit (issue 19): 1–5 stars, an optional comment and quick tags; and what one rating does to
// the stylist's figures (ratingStar, ratingInfor, totalCustomer), applied once in the rating's transaction.

export const RATING_COMMENT_MAX = 500;
export const RATING_TAGS = [
  'on-time',
  'friendly',
  'skilful',
  'clean',
  'good-advice',
  'long-wait',
  'not-clean',
  'needs-skill',
] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

export interface RatingInput {
  stars: number;
  comment: string;
  tags: RatingTag[];
}

export function validateStars(stars: unknown): Result<number> {
  if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5) {
    return err('ratingStarsInvalid');
  }
  return ok(stars);
}

export function validateRating(raw: {
  stars: unknown;
  comment?: unknown;
  tags?: unknown;
}): Result<RatingInput> {
  const stars = validateStars(raw.stars);
  if (!stars.ok) return stars;
  const comment = raw.comment ?? '';
  if (typeof comment !== 'string' || isUnsafeText(comment)) return err('ratingCommentInvalid');
  const text = comment.normalize('NFC').trim();
  if (text.length > RATING_COMMENT_MAX) return err('ratingCommentInvalid');
  const tags = raw.tags ?? [];
  if (!Array.isArray(tags) || tags.length > RATING_TAGS.length) return err('ratingTagInvalid');
  for (const tag of tags)
    if (!(RATING_TAGS as readonly unknown[]).includes(tag)) return err('ratingTagInvalid');
  return ok({ stars: stars.value, comment: text, tags: [...new Set(tags as RatingTag[])] });
}

/** One bucket of the stylist's ratingInfor (the seed's shape). */
export interface RatingBucket {
  Name: string;
  Star: number;
  TotalCustomerRating: number;
  TotalCustomer: number;
}

export interface StylistFigures {
  ratingStar: number;
  totalCustomer: number;
  ratingInfo: RatingBucket[];
}

const BUCKETS = [
  { Name: 'Hài lòng', Star: 5 },
  { Name: 'Bình thường', Star: 3 },
  { Name: 'Chưa hài lòng', Star: 1 },
];

/** The bucket a rating counts in: 4–5 stars happy, 3 average, 1–2 unhappy. */
export function bucketStar(stars: number): number {
  return stars >= 4 ? 5 : stars === 3 ? 3 : 1;
}

/** The stylist's figures after one more rating of `stars`: a running average over the rated visits. */
export function applyRating(before: StylistFigures, stars: number): StylistFigures {
  const rated = before.ratingInfo.reduce((sum, b) => sum + b.TotalCustomerRating, 0);
  const ratingStar = Math.round(((before.ratingStar * rated + stars) / (rated + 1)) * 100) / 100;
  const totalCustomer = before.totalCustomer + 1;
  const target = bucketStar(stars);
  const buckets = BUCKETS.map((b) => {
    const had = before.ratingInfo.find((x) => x.Star === b.Star);
    return { Name: had?.Name ?? b.Name, Star: b.Star, TotalCustomerRating: had?.TotalCustomerRating ?? 0 };
  });
  return {
    ratingStar,
    totalCustomer,
    ratingInfo: buckets.map((b) => ({
      ...b,
      TotalCustomerRating: b.TotalCustomerRating + (b.Star === target ? 1 : 0),
      TotalCustomer: totalCustomer,
    })),
  };
}
