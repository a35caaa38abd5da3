import type { ShineMomentPhoto } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { localText } from './local-text.ts';
import { listOf } from './use-section-documents.ts';

describe('document texts and lists', () => {
  const set = { id: 1, title: 'Tóc suôn mượt', images: [], en: { title: 'Smooth hair' } };

  it('uses the English text on an English page only, and the written text when it has none', () => {
    expect(localText(set, 'title', 'en')).toBe('Smooth hair');
    expect(localText(set, 'title', 'vi')).toBe('Tóc suôn mượt');
    expect(localText({ ...set, en: { title: '' } }, 'title', 'en')).toBe('Tóc suôn mượt');
    const photo: ShineMomentPhoto = { id: 2, caption: 'Gội', image: '' };
    expect(localText(photo, 'caption', 'en')).toBe('Gội');
  });

  it('reads a missing or malformed document as an empty list', () => {
    expect(listOf({ data: [1, 2] })).toEqual([1, 2]);
    expect(listOf(null)).toEqual([]);
    expect(listOf({})).toEqual([]);
    expect(listOf({ data: 'x' as unknown as number[] })).toEqual([]);
  });
});
