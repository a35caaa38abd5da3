import { stripAccents } from '../text.ts';
import { EXCLUDED_SALON_ID } from './nearby.ts';

// Step 1 search (001 §2): accent-insensitive, provinces and salons, each sorted by text.
export interface Searchable {
  searchText: string;
}

function fold(s: string): string {
  return stripAccents(s).replace(/\s+/g, ' ').trim();
}

function byText<T extends Searchable>(a: T, b: T): number {
  const x = fold(a.searchText);
  const y = fold(b.searchText);
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface SalonSearchResult<P, S> {
  provinces: P[];
  salons: S[];
}

/** Provinces and salons whose search text contains the query; an empty query finds nothing. */
export function searchSalons<P extends Searchable, S extends Searchable & { id: number }>(
  query: string,
  provinces: readonly P[],
  salons: readonly S[],
): SalonSearchResult<P, S> {
  const q = fold(query);
  if (q === '') return { provinces: [], salons: [] };
  const hit = (item: Searchable) => fold(item.searchText).includes(q);
  return {
    provinces: provinces.filter(hit).sort(byText),
    salons: salons.filter((s) => s.id !== EXCLUDED_SALON_ID && hit(s)).sort(byText),
  };
}

/** The text a salon is found by: its name, both addresses and its district, folded. */
export function salonSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  return fold(parts.filter(Boolean).join(' '));
}
