import { describe, expect, it } from 'vitest';
import { MAX_LINK_SERVICES, parseServiceIds, parseSkinnerId } from './link-services.ts';

describe('parseServiceIds (chosenService=…)', () => {
  it('reads comma-separated ids in order, once each', () => {
    expect(parseServiceIds('1011,1012, 1013,1011')).toEqual([1011, 1012, 1013]);
  });

  it('skips what is not a positive id: text, zero, negatives, decimals, huge numbers, NUL', () => {
    expect(parseServiceIds('abc,0,-4,1.5,99999999999,1e3,0x10,\u0000,7')).toEqual([7]);
    expect(parseServiceIds('')).toEqual([]);
    expect(parseServiceIds(null)).toEqual([]);
  });

  it(`reads at most ${MAX_LINK_SERVICES} ids`, () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
    expect(parseServiceIds(many)).toHaveLength(MAX_LINK_SERVICES);
  });
});

describe('parseSkinnerId (skinnerId=…)', () => {
  it('reads one positive id and nothing else', () => {
    expect(parseSkinnerId('105')).toBe(105);
    expect(parseSkinnerId(' 105 ')).toBe(105);
    for (const raw of [null, '', '0', '-5', '1.5', '1e3', '105,106', 'abc', '9999999999', '\u0000']) {
      expect(parseSkinnerId(raw), String(raw)).toBeNull();
    }
  });
});
