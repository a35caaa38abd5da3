import { z } from 'zod';
import type { JsonText } from '../booking/json-text.ts';
import { findInputProblem } from '../input-safety.ts';
import { message } from '../messages.ts';

const NOT_JSON = Symbol('not JSON');

function parsedOrNotJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * A field that travels as JSON text inside the JSON body (the spec's create booking, 001 §7); the
 * value itself (already decoded) is taken too. The text is parsed here, after the edge guard saw
 * only a string, so what it holds gets the same check: a "\u0000" escape becomes a NUL and is
 * refused, as is text that is not JSON or nests too deep; then `inner` checks the value.
 */
export function jsonText<T extends z.ZodType>(inner: T, error = message('invalidRequest')) {
  return z.preprocess((value: z.input<T> | JsonText<z.input<T>>, ctx) => {
    if (typeof value !== 'string') return value;
    const parsed = parsedOrNotJson(value);
    if (parsed !== NOT_JSON && findInputProblem(parsed) === null) return parsed;
    ctx.addIssue({ code: 'custom', message: error, input: value });
    return z.NEVER;
  }, inner);
}
