import { describe, expect, it } from 'vitest';
import { findInputProblem, INT4_MAX, isPlainDecimal, isUnsafeText, strictIntOf } from './input-safety.ts';

describe('isUnsafeText', () => {
  it.each(['a\u0000b', '\u0000', 'x\ud800', '\udc00y', '\ud800\ud800\udc00'])('refuses %j', (text) => {
    expect(isUnsafeText(text)).toBe(true);
  });

  it.each(['', 'Gội đầu dưỡng sinh', 'emoji 💇‍♀️ ok', '\ud83d\ude00', 'tab\tand\nnewline'])(
    'keeps %j',
    (text) => {
      expect(isUnsafeText(text)).toBe(false);
    },
  );
});

describe('findInputProblem', () => {
  it('finds a NUL or a lone surrogate anywhere, keys included', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] })).toBe('unsafeText');
    expect(findInputProblem({ 'k\ud800': 1 })).toBe('unsafeText');
    expect(findInputProblem(['fine', 1, true, null, { note: 'Chào bạn' }])).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });

  it('refuses nesting past the limit without recursing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputProblem(deep)).toBe('inputTooDeep');
    expect(findInputProblem([[['x']]], 3)).toBeNull();
    expect(findInputProblem([[[['x']]]], 3)).toBe('inputTooDeep');
  });
});

describe('strict whole numbers', () => {
  it('reads plain decimal text and JSON integers within range', () => {
    expect(strictIntOf('42', 1, INT4_MAX)).toBe(42);
    expect(strictIntOf(42, 1, INT4_MAX)).toBe(42);
    expect(strictIntOf('0', 0, 5)).toBe(0);
    expect(strictIntOf(String(INT4_MAX), 1, INT4_MAX)).toBe(INT4_MAX);
  });

  it.each([
    true,
    false,
    null,
    '0x10',
    '1e3',
    ' 1',
    '1 ',
    '01',
    '1.0',
    '-1',
    '+1',
    '',
    '１',
    1.5,
    1e20,
    '99999999999999999999',
    String(INT4_MAX + 1),
    INT4_MAX + 1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j', (raw) => {
    expect(strictIntOf(raw, 1, INT4_MAX)).toBeNull();
  });

  it('isPlainDecimal has no sign, spaces, leading zeros, hex or exponent', () => {
    expect(['0', '7', '2147483647'].every(isPlainDecimal)).toBe(true);
    expect(['00', '-0', '0x1', '1e1', ' 7', '12345678901'].some(isPlainDecimal)).toBe(false);
  });
});
