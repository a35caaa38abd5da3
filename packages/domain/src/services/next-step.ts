// rulesNextStep (001 §3, §4): the suggested-service popup of step 2, and the step-5 guide list.
// Both test the chosen-service id string: the ids in ascending order joined by commas.

export type NextStepRuleType = 'equals' | 'regex' | 'other';

export interface NextStepRule {
  ruleType: NextStepRuleType;
  /** equals: an id string; regex: a pattern on the id string; other: unused. */
  serviceSelected: string;
  /** The services the popup suggests. */
  listService: readonly number[];
  title: string;
  image: string | null;
}

export interface GuideListItem {
  regex: string;
  message: string;
}

/** '1011,4011': sorted, without duplicates, so rule data need not care about the click order. */
export function chosenIdString(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

function idStringOf(text: string): string {
  const ids = text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return chosenIdString(ids);
}

// Rules come from data: a broken pattern matches nothing instead of breaking the screen.
export function safeRegexTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return false;
  }
}

function ruleMatches(rule: NextStepRule, idString: string): boolean {
  if (rule.ruleType === 'equals') return idStringOf(rule.serviceSelected) === idString;
  if (rule.ruleType === 'regex') return safeRegexTest(rule.serviceSelected, idString);
  return true;
}

/**
 * The rule whose popup to show for these chosen services: the first matching equals rule, else
 * the first matching regex rule, else the first 'other' rule (the fallback). Rules whose
 * suggestions are all chosen already are skipped; nothing is suggested for an empty choice.
 */
export function findNextStepRule<R extends NextStepRule>(
  rules: readonly R[],
  chosen: readonly number[],
): R | null {
  if (chosen.length === 0) return null;
  const idString = chosenIdString(chosen);
  const useful = rules.filter((r) => r.listService.some((id) => !chosen.includes(id)));
  for (const type of ['equals', 'regex', 'other'] as const) {
    const found = useful.find((r) => r.ruleType === type && ruleMatches(r, idString));
    if (found) return found;
  }
  return null;
}

/** The suggested services the customer has not chosen yet. */
export function suggestedServiceIds(rule: NextStepRule, chosen: readonly number[]): number[] {
  return rule.listService.filter((id) => !chosen.includes(id));
}

/** The step-5 guide messages whose pattern matches the chosen-service id string. */
export function matchGuideList(list: readonly GuideListItem[], chosen: readonly number[]): string[] {
  const idString = chosenIdString(chosen);
  return list.filter((item) => safeRegexTest(item.regex, idString)).map((item) => item.message);
}
