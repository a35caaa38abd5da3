import { type Lang, message } from './messages.ts';

// All money is an integer number of VNĐ.

/** The service list's price text for 0 (001 §3's wire value); the screens say priceFree in words. */
export const FREE_LABEL = 'FREE';
export const CURRENCY_SUFFIX = ' VNĐ';
const CURRENCY: Record<Lang, string> = { vi: CURRENCY_SUFFIX, en: ' VND' };

const CURRENCY_TEXT = /\s*(?:vnđ|vnd|đ|₫)$/i;

/**
 * Reads a price text from the service list.
 * 'FREE' → 0; 'K' means thousands and its separator is a decimal one ('1.5K' → 1500);
 * without K, '.' or ',' only group thousands ('120.000 VNĐ', '120,000' → 120000).
 * Anything else, or a fractional amount of VNĐ, gives null.
 */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(CURRENCY_TEXT, '');
  if (/^free$/i.test(t)) return 0;
  const k = /^(\d+)(?:[.,](\d+))?\s*k$/i.exec(t);
  if (k) {
    const value = Number(`${k[1]}.${k[2] ?? '0'}`) * 1000;
    // Round away float noise (1.1 * 1000), then refuse amounts below one VNĐ.
    const rounded = Math.round(value);
    return Math.abs(value - rounded) < 1e-6 ? rounded : null;
  }
  if (/^\d{1,3}(?:\.\d{3})+$/.test(t) || /^\d{1,3}(?:,\d{3})+$/.test(t) || /^\d+$/.test(t)) {
    const value = Number(t.replace(/[.,]/g, ''));
    return Number.isSafeInteger(value) ? value : null;
  }
  return null;
}

export function isFree(text: string): boolean {
  return parsePrice(text) === 0;
}

const GROUP: Record<Lang, string> = { vi: '.', en: ',' };

/**
 * A whole number with its thousands grouped, the one number format (decision 0147, with format.ts):
 * '1.234.567' (vi), '1,234,567' (en). Written by hand so the output never depends on ICU data.
 */
export function formatNumber(n: number, lang: Lang = 'vi'): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(n)));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, GROUP[lang]);
}

/** formatNumber under its older name. */
export const formatThousands = formatNumber;

// 001 §5: 1000 or more gets separators and the currency ('99.000 VNĐ', '99,000 VND'); smaller
// numbers are shown plain.
export function formatPrice(n: number, lang: Lang = 'vi'): string {
  return Math.abs(n) >= 1000 ? formatNumber(n, lang) + CURRENCY[lang] : String(Math.round(n));
}

// A price a customer reads: a zero price says so in words ('Miễn phí', 'Free'), never 'FREE'.
export function formatPriceLabel(n: number, lang: Lang = 'vi'): string {
  return n === 0 ? message('priceFree', lang) : formatPrice(n, lang);
}

// Balances (header top-up): always separators plus the currency, even for small amounts.
export function formatMoney(n: number, lang: Lang = 'vi'): string {
  return formatNumber(n, lang) + CURRENCY[lang];
}
