import type { MessageKey } from './messages.ts';

// Validators return a Result instead of throwing so callers must handle the failure branch.
export type Result<T, E = MessageKey> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E = MessageKey>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
