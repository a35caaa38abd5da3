// The spec's create-booking body (001 §7) carries four fields as JSON text inside the JSON:
// chosenServices, campaign, utilityService and params. The web writes them with toJsonText; the
// API reads them with the contract's jsonText schema (contracts/json-text.ts), in one place.

declare const jsonOf: unique symbol;

/** JSON text of a T; only toJsonText makes one, so a field typed JsonText<T> holds a T's text. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
