/**
 * How much of a page's text is Vietnamese, counted in words: a word with a Vietnamese letter (a diacritic
 * or đ) or one of a few common Vietnamese words written without one. Names of places and people (salon
 * names and addresses, provinces, districts, staff) are not ours to translate: a word found in `names`
 * counts neither way.
 */
const VIETNAMESE_LETTER = /[àáảãạăắằẳẵặâấầẩẫậèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵđ]/i;
const PLAIN_VIETNAMESE = new Set([
  'cho',
  'trong',
  'theo',
  'khi',
  'hay',
  'nhanh',
  'xem',
  'xin',
  'nhau',
  'ngay',
  'vui',
  'thanh',
  'anh',
  'chi',
  'em',
  'sinh',
  'tinh',
  'gian',
  'phut',
  'trieu',
  'nghin',
  'dich',
  'vu',
  'gio',
]);
const WORD = /[\p{L}]+/gu;

export interface VietnameseShare {
  words: number;
  vietnamese: string[];
  share: number;
}

export function vietnameseShare(text: string, names: ReadonlySet<string>): VietnameseShare {
  const words = (text.match(WORD) ?? []).filter((w) => !names.has(w.toLowerCase()));
  const vietnamese = words.filter((w) => VIETNAMESE_LETTER.test(w) || PLAIN_VIETNAMESE.has(w.toLowerCase()));
  return { words: words.length, vietnamese, share: words.length ? vietnamese.length / words.length : 0 };
}

/** The words of names (places, people) as vietnameseShare reads them: lower case. */
export function nameWords(names: readonly string[]): Set<string> {
  return new Set(names.flatMap((n) => (n.match(WORD) ?? []).map((w) => w.toLowerCase())));
}
