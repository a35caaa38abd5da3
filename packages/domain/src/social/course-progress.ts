// Campaign courses (issue 20): 'gội 5 lần, lần thứ 6 miễn phí'. Visits go in cycles of required + 1:
// the first `required` of a cycle are counted, the next one is the reward, then a new cycle starts.

export interface CourseProgress {
  /** Visits counted in the current cycle, 0..required. */
  counted: number;
  required: number;
  /** True when the next qualifying visit is the reward. */
  rewardReady: boolean;
  /** Visits still to make before the reward (0 when it is ready). */
  remaining: number;
  /** Whole cycles done: rewards already taken. */
  rewardsTaken: number;
  /** 0..100 for a progress bar. */
  percent: number;
}

export function courseProgress(visits: number, required: number): CourseProgress {
  if (!Number.isInteger(required) || required < 1)
    throw new RangeError('required must be a positive integer');
  const n = Math.max(0, Math.floor(visits));
  const cycle = required + 1;
  const counted = n % cycle;
  return {
    counted,
    required,
    rewardReady: counted === required,
    remaining: required - counted,
    rewardsTaken: Math.floor(n / cycle),
    percent: Math.round((counted / required) * 100),
  };
}
