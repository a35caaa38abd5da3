// Member tiers earned by spending (issue 19): what a customer paid in the last 12 months moves them up.
// The thresholds are the chain's rule, kept here so the API and the screens agree.

export interface TierStep {
  memberType: 2 | 3 | 4;
  /** Spending over the last 12 months (VNĐ) that earns the tier. */
  minSpend: number;
}

export const TIER_STEPS: readonly TierStep[] = [
  { memberType: 2, minSpend: 1_000_000 },
  { memberType: 3, minSpend: 3_000_000 },
  { memberType: 4, minSpend: 8_000_000 },
];

export interface TierProgress {
  /** The tier the customer holds: the higher of the stored one and the one spending earned. */
  memberType: number | null;
  spendLast12Months: number;
  /** The next tier up, or null at the top. */
  nextMemberType: number | null;
  nextMinSpend: number | null;
  /** What is left to spend to reach the next tier (0 at the top). */
  remaining: number;
  /** 0..100: the way from the current tier's threshold to the next one. */
  percent: number;
}

/** The tier spending earns, or null under the first threshold. */
export function earnedTier(spend: number): number | null {
  let earned: number | null = null;
  for (const step of TIER_STEPS) if (spend >= step.minSpend) earned = step.memberType;
  return earned;
}

export function tierProgress(spend: number, storedMemberType: number | null): TierProgress {
  const safeSpend = Number.isFinite(spend) && spend > 0 ? Math.floor(spend) : 0;
  const earned = earnedTier(safeSpend);
  const memberType = Math.max(earned ?? 0, storedMemberType ?? 0) || null;
  const next = TIER_STEPS.find((step) => step.memberType > (memberType ?? 0)) ?? null;
  if (!next) {
    return {
      memberType,
      spendLast12Months: safeSpend,
      nextMemberType: null,
      nextMinSpend: null,
      remaining: 0,
      percent: 100,
    };
  }
  const from = TIER_STEPS.find((step) => step.memberType === memberType)?.minSpend ?? 0;
  const span = next.minSpend - from;
  const percent = Math.max(0, Math.min(100, Math.floor(((safeSpend - from) / span) * 100)));
  return {
    memberType,
    spendLast12Months: safeSpend,
    nextMemberType: next.memberType,
    nextMinSpend: next.minSpend,
    remaining: Math.max(0, next.minSpend - safeSpend),
    percent,
  };
}

/** 'YYYY-MM' keys of the 12 months that end with `todayIso`'s month, oldest first. */
export function last12Months(todayIso: string): string[] {
  const year = Number(todayIso.slice(0, 4));
  const month = Number(todayIso.slice(5, 7));
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return months;
}

/**
 * The first day ('YYYY-MM-DD') of the spending that counts for the tier on `todayIso`: the first of the
 * oldest of the 12 months. The history shows spending from it and a served visit raises the tier from it.
 */
export function tierSpendingSince(todayIso: string): string {
  return `${last12Months(todayIso)[0]}-01`;
}
