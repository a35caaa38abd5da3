import { stripAccents } from '../text.ts';

// Folding of Vietnamese place names for search: accents, đ, case and punctuation never block a match,
// and unit words ('Phường', 'P.', 'Quận', 'TP.', 'Tỉnh' …) are not part of a name.

/** Lower case, no accents (đ→d), words of letters and digits separated by one space. */
export function foldPlaceText(s: string): string {
  return stripAccents(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Unit words a name may start with, longest first so 'thanh pho' wins over a bare 'tp'. */
const UNIT_WORDS = [
  'thanh pho',
  'thi tran',
  'thi xa',
  'dac khu',
  'phuong',
  'huyen',
  'quan',
  'tinh',
  'tp',
  'tx',
  'tt',
  'xa',
  'p',
  'q',
  'h',
];

/** Short forms people type for the big cities. */
const ALIASES: Record<string, string> = {
  hcm: 'ho chi minh',
  tphcm: 'ho chi minh',
  sg: 'ho chi minh',
  'sai gon': 'ho chi minh',
  saigon: 'ho chi minh',
  hn: 'ha noi',
};

/** 'P.12' → '12', 'Phường Bến Thành' → 'ben thanh', 'TP. HCM' → 'ho chi minh'. */
export function bareName(s: string): string {
  let folded = foldPlaceText(s).replace(/^([pq])(\d+)$/, '$2');
  for (const word of UNIT_WORDS) {
    if (folded.startsWith(`${word} `)) {
      folded = folded.slice(word.length + 1);
      break;
    }
  }
  return ALIASES[folded] ?? folded;
}

/** Which level a unit word names: 0 commune, 1 district, 2 province. */
const UNIT_LEVELS: Record<string, number[]> = {
  phuong: [0],
  xa: [0],
  'thi tran': [0],
  tt: [0],
  p: [0],
  'dac khu': [0],
  quan: [1],
  huyen: [1],
  q: [1],
  h: [1],
  'thi xa': [1],
  tx: [1],
  tinh: [2],
  'thanh pho': [1, 2],
  tp: [1, 2],
};
/** Unit words that split a part typed without commas ('phuong 12 quan go vap'); not 'xa', a name too. */
const INNER_UNITS = new Set([
  'phuong',
  'quan',
  'huyen',
  'tinh',
  'tp',
  'p',
  'q',
  'thanh pho',
  'thi xa',
  'thi tran',
]);

/** Words of a typed name, and the levels its unit word allows (all when none was typed). */
export interface QueryChunk {
  words: string[];
  levels: number[];
}

/** One comma part of what was typed, cut into chunks at unit words: 'P12 Gò Vấp' → [12 @0, go vap @any]. */
export function queryChunks(part: string): QueryChunk[] {
  const words = foldPlaceText(part)
    .replace(/\b([pq])(\d+)\b/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
  const chunks: QueryChunk[] = [];
  let current: QueryChunk | null = null;
  for (let i = 0; i < words.length; i++) {
    const two = `${words[i]} ${words[i + 1] ?? ''}`;
    const unit = UNIT_LEVELS[two] && i + 2 < words.length ? two : words[i];
    const isUnit = UNIT_LEVELS[unit] !== undefined && i + unit.split(' ').length < words.length;
    if (isUnit && (i === 0 || INNER_UNITS.has(unit))) {
      if (current?.words.length) chunks.push(current);
      current = { words: [], levels: UNIT_LEVELS[unit] };
      i += unit.split(' ').length - 1;
      continue;
    }
    current ??= { words: [], levels: [0, 1, 2] };
    current.words.push(words[i]);
  }
  if (current?.words.length) chunks.push(current);
  return chunks.map((c) => {
    const alias = ALIASES[c.words.join(' ')];
    return alias ? { ...c, words: alias.split(' ') } : c;
  });
}

/** The words of a name without its unit word. */
export function nameTokens(s: string): string[] {
  const bare = bareName(s);
  return bare ? bare.split(' ') : [];
}
