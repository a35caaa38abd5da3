import { describe, expect, it } from 'vitest';
import { matchesSearch, stripAccents } from './text.ts';

describe('stripAccents', () => {
  it('folds Vietnamese to plain lower-case', () => {
    expect(stripAccents('Hồ Chí Minh')).toBe('ho chi minh');
    expect(stripAccents('Đà Nẵng')).toBe('da nang');
    expect(stripAccents('Thừa Thiên Huế')).toBe('thua thien hue');
    expect(stripAccents('ĂÂÊÔƠƯ ăâêôơư đĐ')).toBe('aaeoou aaeoou dd');
    expect(stripAccents('Quận 1')).toBe('quan 1');
  });

  it('handles decomposed input', () => {
    expect(stripAccents('Nguyễn'.normalize('NFD'))).toBe('nguyen');
  });
});

describe('matchesSearch', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(matchesSearch('Hà Nội', 'ha noi')).toBe(true);
    expect(matchesSearch('Gội đầu dưỡng sinh', 'DUONG  SINH')).toBe(true);
    expect(matchesSearch('ha noi', 'Hà Nội')).toBe(true);
    expect(matchesSearch('Quận Đống Đa', 'dong da')).toBe(true);
  });

  it('does not match different words', () => {
    expect(matchesSearch('Hà Nội', 'hai phong')).toBe(false);
    expect(matchesSearch('Cắt tóc', 'goi')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});
