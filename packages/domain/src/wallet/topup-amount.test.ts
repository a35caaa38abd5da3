import { describe, expect, it } from 'vitest';
import { isValidTopupAmount, parseTopupInput, TOPUP_CHOICES } from './topup-amount.ts';

describe('top-up amounts', () => {
  it('accepts whole thousands between 10.000đ and 10.000.000đ, and every offered choice', () => {
    for (const ok of [10_000, 11_000, 250_000, 10_000_000, ...TOPUP_CHOICES])
      expect(isValidTopupAmount(ok)).toBe(true);
  });

  it('refuses below, above, not whole thousands, fractions, negatives and NaN', () => {
    for (const bad of [0, 9_000, 10_000_001, 10_001_000, 10_500, 10_000.5, -50_000, Number.NaN, Infinity])
      expect(isValidTopupAmount(bad)).toBe(false);
  });

  it('reads typed amounts with dots, spaces and đ, and nothing else', () => {
    expect(parseTopupInput('250.000')).toBe(250_000);
    expect(parseTopupInput(' 250 000 đ')).toBe(250_000);
    expect(parseTopupInput('1,000,000')).toBe(1_000_000);
    expect(parseTopupInput('abc')).toBeNull();
    expect(parseTopupInput('')).toBeNull();
    expect(parseTopupInput('-5000')).toBeNull();
    expect(parseTopupInput('1e6')).toBeNull();
  });
});
