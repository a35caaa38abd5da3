import { describe, expect, it } from 'vitest';
import { shuffleAfterPermanent } from './shuffle.ts';

// A fixed sequence, so the expected order can be written out.
const seq = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('numberPermanent shuffle', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('keeps the first N items in place and permutes the rest', () => {
    const out = shuffleAfterPermanent(items, 2, seq([0]));
    expect(out.slice(0, 2)).toEqual(['a', 'b']);
    expect(out.slice(2)).not.toEqual(['c', 'd', 'e', 'f']);
    expect([...out].sort()).toEqual(items);
  });

  it('never moves a permanent item, whatever the random values', () => {
    for (let k = 0; k < 50; k++) {
      const out = shuffleAfterPermanent(items, 3);
      expect(out.slice(0, 3)).toEqual(['a', 'b', 'c']);
      expect([...out].sort()).toEqual(items);
    }
  });

  it('reaches every order of the tail', () => {
    const seen = new Set<string>();
    for (let k = 0; k < 400; k++) seen.add(shuffleAfterPermanent(['x', 'p', 'q', 'r'], 1).join(''));
    expect(seen.size).toBe(6);
  });

  it('leaves the order alone without numberPermanent, or when N covers the list', () => {
    expect(shuffleAfterPermanent(items, undefined, seq([0]))).toEqual(items);
    expect(shuffleAfterPermanent(items, 6, seq([0]))).toEqual(items);
    expect(shuffleAfterPermanent(items, 10, seq([0]))).toEqual(items);
  });

  it('shuffles everything with N = 0 and does not mutate its input', () => {
    const input = [...items];
    const out = shuffleAfterPermanent(input, 0, seq([0]));
    expect(out[0]).not.toBe('a');
    expect(input).toEqual(items);
  });
});
