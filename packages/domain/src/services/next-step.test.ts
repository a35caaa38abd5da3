import { describe, expect, it } from 'vitest';
import {
  chosenIdString,
  findNextStepRule,
  matchGuideList,
  type NextStepRule,
  suggestedServiceIds,
} from './next-step.ts';

const equals: NextStepRule = {
  ruleType: 'equals',
  serviceSelected: '1011',
  listService: [4011, 4041],
  title: 'massage',
  image: null,
};
const regex: NextStepRule = {
  ruleType: 'regex',
  serviceSelected: '\\b30[12]\\d\\b',
  listService: [1011],
  title: 'gội',
  image: null,
};
const other: NextStepRule = {
  ruleType: 'other',
  serviceSelected: '',
  listService: [2011],
  title: 'soi',
  image: null,
};
const broken: NextStepRule = {
  ruleType: 'regex',
  serviceSelected: '([',
  listService: [9],
  title: 'broken',
  image: null,
};
const rules = [other, broken, regex, equals];

describe('chosenIdString', () => {
  it('sorts and joins the ids', () => {
    expect(chosenIdString([4011, 1011, 4011])).toBe('1011,4011');
  });
});

describe('findNextStepRule', () => {
  it('prefers an equals match, then a regex match, then the other rule', () => {
    expect(findNextStepRule(rules, [1011])?.title).toBe('massage');
    expect(findNextStepRule(rules, [3011, 4011])?.title).toBe('gội');
    expect(findNextStepRule(rules, [4051])?.title).toBe('soi');
  });

  it('compares equals rules whatever the order of the ids', () => {
    const pair: NextStepRule = { ...equals, serviceSelected: '4011, 1011', listService: [4041] };
    expect(findNextStepRule([pair], [1011, 4011])).toBe(pair);
    expect(findNextStepRule([pair], [1011])).toBeNull();
  });

  it('skips rules whose suggestions are all chosen, and suggests nothing for no services', () => {
    expect(findNextStepRule(rules, [1011, 3011])?.title).toBe('soi');
    expect(findNextStepRule([regex], [1011, 3011])).toBeNull();
    expect(findNextStepRule(rules, [])).toBeNull();
  });

  it('lists only the suggestions not chosen yet', () => {
    expect(suggestedServiceIds(equals, [1011, 4011])).toEqual([4041]);
  });
});

describe('matchGuideList', () => {
  it('returns the messages whose regex matches the chosen-service id string', () => {
    const list = [
      { regex: '\\b20\\d\\d\\b', message: 'skinner' },
      { regex: '\\b1031\\b', message: 'home' },
      { regex: '(', message: 'broken' },
    ];
    expect(matchGuideList(list, [2031, 1011])).toEqual(['skinner']);
    expect(matchGuideList(list, [1031, 2011])).toEqual(['skinner', 'home']);
    expect(matchGuideList(list, [10310])).toEqual([]);
  });
});
