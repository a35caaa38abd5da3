import type { LookbookTextsEn } from '@salon/domain';

/** A document text in the page's language: its English version on an English page, if it has one. */
export function localText<T extends { en?: LookbookTextsEn }>(
  item: T,
  key: keyof LookbookTextsEn & keyof T,
  lang: string,
): string {
  const en = lang === 'en' ? item.en?.[key] : undefined;
  return typeof en === 'string' && en !== '' ? en : String(item[key] ?? '');
}
