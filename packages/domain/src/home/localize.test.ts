import { describe, expect, it } from 'vitest';
import { homeTextsIn } from './localize.ts';

const block = { title: 'Dịch vụ nổi bật', subTitle: 'Gội, massage', en: { title: 'Featured services' } };

describe('homeTextsIn', () => {
  it('takes the English texts on an English page, keeping any text without one', () => {
    expect(homeTextsIn(block, 'en')).toMatchObject({ title: 'Featured services', subTitle: 'Gội, massage' });
  });
  it('leaves a Vietnamese page and items without English alone', () => {
    expect(homeTextsIn(block, 'vi')).toBe(block);
    const plain: { title: string; en?: { title?: string } } = { title: 'Thư giãn' };
    expect(homeTextsIn(plain, 'en')).toBe(plain);
  });
});
