import { FREE_LABEL, formatPrice, parsePrice } from '../price.ts';

// The service list carries a price text next to the number (001 §3): 'FREE', '99K', '1.5K'.

/** 0 → 'FREE'; whole hundreds → thousands with a K ('99K', '1.5K'); anything else in full. */
export function priceToText(n: number): string {
  if (n === 0) return FREE_LABEL;
  if (n >= 1000 && n % 100 === 0) return `${n / 1000}K`;
  return formatPrice(n);
}

/** The number behind a price text, falling back to the given number when the text is unreadable. */
export function priceFromText(text: string | null | undefined, fallback: number): number {
  if (text === null || text === undefined) return fallback;
  return parsePrice(text) ?? fallback;
}
