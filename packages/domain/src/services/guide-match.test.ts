import { describe, expect, it } from 'vitest';
import {
  chosenServiceIdString,
  guideMessagesFor,
  MAX_GUIDE_REGEX_LENGTH,
  safeGuideRegex,
} from './guide-match.ts';

const list = [
  { regex: '\\b20\\d\\d\\b', message: 'Skinner' },
  { regex: '\\b1031\\b', message: 'At home' },
];

describe('step-5 guide list', () => {
  it('matches the regex on the comma-joined chosen-service ids', () => {
    expect(chosenServiceIdString([1011, 2011])).toBe('1011,2011');
    expect(guideMessagesFor(list, '1011,2011')).toEqual(['Skinner']);
    expect(guideMessagesFor(list, '1031,2012')).toEqual(['Skinner', 'At home']);
    expect(guideMessagesFor(list, '10311,3011')).toEqual([]);
    expect(guideMessagesFor(list, '')).toEqual([]);
  });

  it('skips a regex that does not compile instead of throwing', () => {
    const bad = [{ regex: '(1011', message: 'Broken' }, ...list];
    expect(() => guideMessagesFor(bad, '2011')).not.toThrow();
    expect(guideMessagesFor(bad, '2011')).toEqual(['Skinner']);
  });

  it('refuses over-long regexes and nested quantifiers (catastrophic backtracking)', () => {
    expect(safeGuideRegex('1'.repeat(MAX_GUIDE_REGEX_LENGTH + 1))).toBeNull();
    expect(safeGuideRegex('1'.repeat(MAX_GUIDE_REGEX_LENGTH))).not.toBeNull();
    expect(safeGuideRegex('(\\d+)+$')).toBeNull();
    expect(safeGuideRegex('(1|10*)*x')).toBeNull();
    expect(safeGuideRegex('(\\d{1,3}){2,}')).toBeNull();
    expect(safeGuideRegex('')).toBeNull();
    const started = Date.now();
    expect(guideMessagesFor([{ regex: '^(\\d+)+$', message: 'x' }], `${'1'.repeat(40)}a`)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('shows a message once even when two entries carry it', () => {
    expect(guideMessagesFor([...list, { regex: '2011', message: 'Skinner' }], '2011')).toEqual(['Skinner']);
  });
});
