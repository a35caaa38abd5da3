import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from './result.ts';

describe('result', () => {
  it('wraps a value', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 });
  });

  it('wraps an error and narrows on ok', () => {
    const r: Result<number> = err('noData');
    expect(r).toEqual({ ok: false, error: 'noData' });
    if (r.ok) throw new Error('should be an error');
    expect(r.error).toBe('noData');
  });
});
