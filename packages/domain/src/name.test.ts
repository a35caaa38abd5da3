import { describe, expect, it } from 'vitest';
import { message } from './messages.ts';
import { validateName } from './name.ts';

const INVALID = 'Bạn nhập tên hợp lệ giúp chúng mình nhé!';

describe('validateName (001 §5)', () => {
  it('accepts Vietnamese names and collapses spaces', () => {
    expect(validateName('  Nguyễn   Văn  An ')).toEqual({ ok: true, value: 'Nguyễn Văn An' });
    expect(validateName('Đặng Thị Hường')).toEqual({ ok: true, value: 'Đặng Thị Hường' });
    expect(validateName('ỨNG ỶỸỴ Ơ Ư')).toEqual({ ok: true, value: 'ỨNG ỶỸỴ Ơ Ư' });
    expect(validateName('John')).toEqual({ ok: true, value: 'John' });
  });

  it('composes decomposed input', () => {
    const decomposed = 'Nguyễn'.normalize('NFD');
    expect(validateName(decomposed)).toEqual({ ok: true, value: 'Nguyễn' });
  });

  it('allows exactly 20 characters after collapsing', () => {
    expect(validateName('a'.repeat(20)).ok).toBe(true);
    expect(validateName(`${'a'.repeat(10)}     ${'b'.repeat(9)}`).ok).toBe(true);
  });

  it.each(['', '   ', 'a'.repeat(21), 'An1', 'An!', "O'Neil", 'Trần-Anh', 'An😀', 'Тест'])(
    'refuses %j with the spec message',
    (raw) => {
      const r = validateName(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(message(r.error)).toBe(INVALID);
    },
  );
});
