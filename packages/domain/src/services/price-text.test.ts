import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceLabel, parsePrice } from '../price.ts';
import { priceFromText, priceToText } from './price-text.ts';

describe('price texts of the service list', () => {
  it('writes FREE, K for thousands, and the full amount otherwise', () => {
    expect(priceToText(0)).toBe('FREE');
    expect(priceToText(99000)).toBe('99K');
    expect(priceToText(1500)).toBe('1.5K');
    expect(priceToText(1250)).toBe('1.250 VNĐ');
    expect(priceToText(500)).toBe('500');
  });

  it('round-trips through the K reading (K suffix = thousands)', () => {
    for (const n of [0, 99000, 1500, 1250, 1_299_000]) expect(parsePrice(priceToText(n))).toBe(n);
    expect(priceFromText('99K', 1)).toBe(99000);
    expect(priceFromText('FREE', 1)).toBe(0);
    expect(priceFromText('abc', 7)).toBe(7);
    expect(priceFromText(null, 7)).toBe(7);
  });

  it('shows separators and VNĐ from 1000 up, Miễn phí for zero', () => {
    expect(formatPrice(229000)).toBe('229.000 VNĐ');
    expect(formatPrice(999)).toBe('999');
    expect(formatPriceLabel(0)).toBe('Miễn phí');
  });
});
