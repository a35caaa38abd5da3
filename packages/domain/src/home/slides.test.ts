import { describe, expect, it } from 'vitest';
import { bannerListFor, bannerMinHeight, showArrows, slidesPerView } from './slides.ts';

describe('slides per view', () => {
  it('defaults to 4 on PC and keeps a configured value', () => {
    expect(slidesPerView({ layout: 'service' }, false)).toBe(4);
    expect(slidesPerView({ layout: 'service', slidePerViewPC: 3 }, false)).toBe(3);
    expect(slidesPerView({ layout: 'service', slidePerViewPC: 0 }, false)).toBe(4);
  });
  it('keeps mobile between 1.3 and 2.5', () => {
    expect(slidesPerView({ layout: 'blog' }, true)).toBe(1.3);
    expect(slidesPerView({ layout: 'shop' }, true)).toBe(2.5);
    expect(slidesPerView({ layout: 'service', slidePerViewMB: 1 }, true)).toBe(1.3);
    expect(slidesPerView({ layout: 'service', slidePerViewMB: 4 }, true)).toBe(2.5);
    expect(slidesPerView({ layout: 'service', slidePerViewMB: 2.2 }, true)).toBe(2.2);
  });
});

describe('arrows', () => {
  it('appear only when items exceed the per-view count and exceed 3', () => {
    expect(showArrows(5, 4)).toBe(true);
    expect(showArrows(4, 4)).toBe(false);
    expect(showArrows(3, 1.3)).toBe(false);
    expect(showArrows(4, 1.3)).toBe(true);
    expect(showArrows(0, 4)).toBe(false);
  });
});

describe('banner', () => {
  it('has a minimum height of 31/96 of the width, capped at 955 on PC and 280 on mobile', () => {
    expect(bannerMinHeight(960, false)).toBe(308);
    expect(bannerMinHeight(1920, false)).toBe(308);
    expect(bannerMinHeight(480, false)).toBe(155);
    expect(bannerMinHeight(375, true)).toBe(90);
    expect(bannerMinHeight(200, true)).toBe(65);
  });
  it('uses the mobile list below 768 px', () => {
    expect(bannerListFor(767)).toBe('mobile');
    expect(bannerListFor(768)).toBe('web');
  });
});
