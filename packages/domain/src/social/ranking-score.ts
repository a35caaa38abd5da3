// Staff ranking (issue 20): a stylist's score over the ranking window from their ratings and visits.
// Stars are smoothed towards a prior so one 5-star visit does not beat a hundred 4.9-star ones, and
// visits add up to a capped bonus so a busy stylist ranks above an idle one with the same stars.

export const RANKING_TOP = 30;
export const RANKING_WINDOW_DAYS = 90;
const PRIOR_STARS = 4;
const PRIOR_WEIGHT = 5;
const VISIT_CAP = 50;

export interface StaffStats {
  ratingCount: number;
  ratingSum: number;
  visits: number;
}

/** Stars smoothed towards the prior (4 stars weighing as 5 ratings), 1 decimal. */
export function smoothedStars({ ratingCount, ratingSum }: StaffStats): number {
  const stars = (ratingSum + PRIOR_STARS * PRIOR_WEIGHT) / (ratingCount + PRIOR_WEIGHT);
  return Math.round(stars * 100) / 100;
}

/** 0..100: 80 points for the smoothed stars (out of 5), 20 for visits up to 50. */
export function rankingScore(stats: StaffStats): number {
  const stars = smoothedStars(stats);
  const busy = Math.min(stats.visits, VISIT_CAP) / VISIT_CAP;
  return Math.round((stars / 5) * 800 + busy * 200) / 10;
}

/** Highest score first; ties by more visits, then the lower id (a stable order for paging). */
export function rankStaff<T extends StaffStats & { id: number }>(rows: readonly T[], top = RANKING_TOP) {
  return rows
    .map((r) => ({ ...r, score: rankingScore(r), stars: smoothedStars(r) }))
    .sort((a, b) => b.score - a.score || b.visits - a.visits || a.id - b.id)
    .slice(0, top)
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
