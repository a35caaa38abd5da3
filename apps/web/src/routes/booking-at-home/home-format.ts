/** 2.5 → '2,5' in Vietnamese, '2.5' in English would need the language; the comma reads well in both. */
export function formatKm(km: number): string {
  return km.toLocaleString('vi-VN', { maximumFractionDigits: 1 });
}
