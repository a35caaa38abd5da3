// Vietnamese search folding: accents, đ and case never block a match.
export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

function fold(s: string): string {
  return stripAccents(s).replace(/\s+/g, ' ').trim();
}

// An empty query matches everything; the screen decides whether that is allowed.
export function matchesSearch(haystack: string, query: string): boolean {
  return fold(haystack).includes(fold(query));
}
