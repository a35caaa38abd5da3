import { parsePrice } from '../price.ts';
import { err, ok, type Result } from '../result.ts';
import { stripAccents } from '../text.ts';

// Service search of step 2 (001 §5): Enter with empty text → 'Please enter valid input';
// a quoted phrase or a category title is matched accent-insensitively; other text is matched
// against name, subtitle, price and id.

export interface SearchableService {
  serviceId: number;
  name: string;
  subtitle: string;
  priceNum: number;
  categoryTitle: string;
}

function fold(s: string): string {
  return stripAccents(s).replace(/\s+/g, ' ').trim();
}

const QUOTED = /^\s*["“”'‘’](.+?)["“”'‘’]\s*$/;

/** The phrase inside quotes, or null when the query is not quoted. */
export function quotedPhrase(query: string): string | null {
  const m = QUOTED.exec(query);
  const phrase = m?.[1]?.trim();
  return phrase ? phrase : null;
}

function plainMatch(s: SearchableService, query: string): boolean {
  const q = query.toLowerCase().replace(/\s+/g, ' ').trim();
  if (s.name.toLowerCase().includes(q) || s.subtitle.toLowerCase().includes(q)) return true;
  if (/^\d+$/.test(q) && Number(q) === s.serviceId) return true;
  const price = parsePrice(q);
  return price !== null && price > 0 && price === s.priceNum;
}

/** The services a query finds, in their given order; an empty query is refused. */
export function searchServices<T extends SearchableService>(
  services: readonly T[],
  query: string,
): Result<T[]> {
  if (query.trim() === '') return err('searchEmpty');
  const phrase = quotedPhrase(query);
  if (phrase !== null) {
    const p = fold(phrase);
    return ok(services.filter((s) => [s.name, s.subtitle, s.categoryTitle].some((f) => fold(f).includes(p))));
  }
  const folded = fold(query);
  const byCategory = services.filter((s) => fold(s.categoryTitle) === folded);
  if (byCategory.length > 0) return ok(byCategory);
  return ok(services.filter((s) => plainMatch(s, query)));
}
