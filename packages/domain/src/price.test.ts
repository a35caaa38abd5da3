import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice, formatPriceLabel, formatThousands, isFree, parsePrice } from './price.ts';

describe('parsePrice', () => {
  it.each([
    ['100K', 100000],
    ['100k', 100000],
    ['1.5K', 1500],
    ['1,5K', 1500],
    ['1.1K', 1100],
    ['FREE', 0],
    [' free ', 0],
    ['120.000 VNĐ', 120000],
    ['120.000VND', 120000],
    ['120,000', 120000],
    ['120000', 120000],
    ['1.234.567 đ', 1234567],
    ['0', 0],
  ])('%j → %d', (raw, expected) => {
    expect(parsePrice(raw)).toBe(expected);
  });

  it.each(['', 'abc', '12.00', '1.5', '1,23,456', '1.0005K', '-100', '100KK', 'K', '12.000,000', 'VNĐ'])(
    'refuses %j',
    (raw) => {
      expect(parsePrice(raw)).toBeNull();
    },
  );

  it('knows FREE', () => {
    expect(isFree('FREE')).toBe(true);
    expect(isFree('0 VNĐ')).toBe(true);
    expect(isFree('100K')).toBe(false);
    expect(isFree('garbage')).toBe(false);
  });
});

describe('formatting', () => {
  it('groups thousands with dots', () => {
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1.000');
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(-45000)).toBe('-45.000');
  });

  it('formats prices with VNĐ from 1000 up', () => {
    expect(formatPrice(120000)).toBe('120.000 VNĐ');
    expect(formatPrice(1000)).toBe('1.000 VNĐ');
    expect(formatPrice(999)).toBe('999');
    expect(formatPrice(0)).toBe('0');
  });

  it('says a zero price in words, never FREE', () => {
    expect(formatPriceLabel(0)).toBe('Miễn phí');
    expect(formatPriceLabel(0, 'en')).toBe('Free');
    expect(formatPriceLabel(50000)).toBe('50.000 VNĐ');
  });

  it('writes the English forms of the same amounts', () => {
    expect(formatPrice(99000, 'en')).toBe('99,000 VND');
    expect(formatPriceLabel(50000, 'en')).toBe('50,000 VND');
    expect(formatMoney(2500000, 'en')).toBe('2,500,000 VND');
    expect(parsePrice(formatPrice(99000, 'en'))).toBe(99000);
  });

  it('formats balances always with the currency', () => {
    expect(formatMoney(0)).toBe('0 VNĐ');
    expect(formatMoney(500)).toBe('500 VNĐ');
    expect(formatMoney(2500000)).toBe('2.500.000 VNĐ');
  });

  it('round-trips through parsePrice', () => {
    for (const n of [0, 1000, 120000, 1234567]) expect(parsePrice(formatPrice(n))).toBe(n);
  });
});
