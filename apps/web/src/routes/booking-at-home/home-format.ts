import { formatDecimal, type Lang } from '@salon/domain';

/** A distance in km with one decimal, the page's decimal mark: '2,5' (vi), '2.5' (en). */
export function formatKm(km: number, lang: Lang = 'vi'): string {
  return formatDecimal(km, lang, 1);
}
