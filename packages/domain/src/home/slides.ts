// Carousel rules of the home blocks and banner (000 §9).
import type { HomeBlock, HomeLayout } from './config-types.ts';

export const MOBILE_BREAKPOINT_PX = 768;
export const BANNER_AUTOPLAY_MS = 5000;
export const DEFAULT_SLIDES_PC = 4;
export const MIN_SLIDES_MB = 1.3;
export const MAX_SLIDES_MB = 2.5;

// Wide cards (articles, videos, salons) show about one and a third; small cards up to two and a half.
const MOBILE_DEFAULTS: Partial<Record<HomeLayout, number>> = {
  blog: 1.3,
  media: 1.3,
  videoSocial: 1.3,
  salonAddress: 1.3,
  moyoSlide: 1.3,
  shop: 2.5,
  '30shineAngels': 2.2,
  head: 2.2,
};

/** Slides per view of a block: its configured value or the default, mobile kept within 1.3–2.5. */
export function slidesPerView(
  block: Pick<HomeBlock, 'layout' | 'slidePerViewPC' | 'slidePerViewMB'>,
  mobile: boolean,
): number {
  if (!mobile) {
    const pc = block.slidePerViewPC;
    return pc !== undefined && pc > 0 ? pc : DEFAULT_SLIDES_PC;
  }
  const mb = block.slidePerViewMB ?? MOBILE_DEFAULTS[block.layout] ?? 1.5;
  return Math.min(MAX_SLIDES_MB, Math.max(MIN_SLIDES_MB, mb));
}

/** Next and previous arrows appear only if the items exceed the per-view count and exceed 3. */
export function showArrows(itemCount: number, perView: number): boolean {
  return itemCount > perView && itemCount > 3;
}

/** Banner minimum height: about 31/96 of its width, the width capped at 955 on PC and 280 on mobile. */
export function bannerMinHeight(width: number, mobile: boolean): number {
  const cap = mobile ? 280 : 955;
  return Math.round((Math.min(Math.max(width, 0), cap) * 31) / 96);
}

/** Which banner list a screen shows: mobile below 768 px, web from 768 px. */
export function bannerListFor(viewportWidth: number): 'web' | 'mobile' {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'web';
}
