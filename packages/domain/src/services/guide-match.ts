// The step-5 guide list (001 §2): each entry pairs a regex on the chosen-service id string with a
// message. The regexes are data, so a bad or dangerous one must never break the page.

export interface GuideListEntry {
  regex: string;
  message: string;
}

/** Longest regex source we run; longer ones are ignored. */
export const MAX_GUIDE_REGEX_LENGTH = 200;
/** Nested quantifiers such as (a+)+ or (\d*)* can backtrack for ages: not run. */
const NESTED_QUANTIFIER = /\([^()]*[+*}][^()]*\)\s*[+*{]/;

/** The chosen-service id string: the ids in the order chosen, comma-joined ('1011,1012'). */
export function chosenServiceIdString(ids: readonly number[]): string {
  return ids.join(',');
}

/** The regex of an entry, or null when it is too long, has nested quantifiers or does not compile. */
export function safeGuideRegex(source: string): RegExp | null {
  if (typeof source !== 'string' || source === '' || source.length > MAX_GUIDE_REGEX_LENGTH) return null;
  if (NESTED_QUANTIFIER.test(source)) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** The messages of the entries whose regex matches the chosen-service id string, without repeats. */
export function guideMessagesFor(list: readonly GuideListEntry[], idString: string): string[] {
  if (idString === '') return [];
  const found: string[] = [];
  for (const entry of list) {
    const re = safeGuideRegex(entry.regex);
    if (re?.test(idString) && entry.message && !found.includes(entry.message)) found.push(entry.message);
  }
  return found;
}
