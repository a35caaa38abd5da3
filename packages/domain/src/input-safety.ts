// Input the database cannot hold is refused at the API edge (it answered 500 or got half-way in).
// PostgreSQL text and jsonb refuse NUL, and a UTF-16 half without its pair has no UTF-8 form;
// ids and counts are int4 columns, so they must be plain decimal whole numbers within range.

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** Nesting deeper than this is refused: no screen sends it, and jsonb has a depth limit of its own. */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for text holding a NUL or a lone surrogate (neither can be stored). */
export function isUnsafeText(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

export type InputProblem = 'unsafeText' | 'inputTooDeep';

/**
 * The first problem in a parsed body, query or params (keys count too), or null. Iterative, so a
 * deeply nested body cannot exhaust the stack on the way to being refused.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return 'unsafeText';
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= maxDepth) return 'inputTooDeep';
      for (const [key, child] of Object.entries(item)) {
        if (isUnsafeText(key)) return 'unsafeText';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

// No sign, no spaces, no leading zeros, no hex, exponent or fraction; at most ten digits.
export const PLAIN_DECIMAL = /^(0|[1-9]\d{0,9})$/;

/** True for text that is a plain decimal whole number ('0x10', '1e3', ' 1', '01', '1.0' are not). */
export function isPlainDecimal(text: string): boolean {
  return PLAIN_DECIMAL.test(text);
}

/**
 * A whole number sent as a JSON integer or as plain decimal text, within min..max; null for
 * anything else (booleans, '0x10', '1e3', ' 1', 1.5, 1e20, '99999999999999999999').
 */
export function strictIntOf(raw: unknown, min: number, max: number): number | null {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && isPlainDecimal(raw)) n = Number(raw);
  else return null;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}
