// All money is an integer number of VNĐ.

export const FREE_LABEL = 'FREE';
export const CURRENCY_SUFFIX = ' VNĐ';

const CURRENCY = /\s*(?:vnđ|vnd|đ|₫)$/i;

/**
 * Reads a price text from the service list.
 * 'FREE' → 0; 'K' means thousands and its separator is a decimal one ('1.5K' → 1500);
 * without K, '.' or ',' only group thousands ('120.000 VNĐ', '120,000' → 120000).
 * Anything else, or a fractional amount of VNĐ, gives null.
 */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(CURRENCY, '');
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

// '1.234.567'; written by hand so the output never depends on the runtime's ICU data.
export function formatThousands(n: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(n)));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

// 001 §5: 1000 or more gets separators and 'VNĐ'; smaller numbers are shown plain.
export function formatPrice(n: number): string {
  return Math.abs(n) >= 1000 ? formatThousands(n) + CURRENCY_SUFFIX : String(Math.round(n));
}

// Service cards show FREE for a zero price.
export function formatPriceLabel(n: number): string {
  return n === 0 ? FREE_LABEL : formatPrice(n);
}

// Balances (header top-up): always separators plus the currency, even for small amounts.
export function formatMoney(n: number): string {
  return formatThousands(n) + CURRENCY_SUFFIX;
}
