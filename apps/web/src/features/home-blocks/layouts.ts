import type { HomeLayout } from '@salon/domain';

// How each configured layout is drawn: a carousel of cards, a grid, figures or numbered steps;
// the size of its pictures (width and height are set so nothing jumps while they load).
export interface LayoutStyle {
  mode: 'carousel' | 'grid' | 'figures' | 'steps';
  image: readonly [width: number, height: number] | null;
  /** Items are youtube videos that open in the video modal. */
  video?: boolean;
  /** Where the list comes from when the configuration leaves it empty. */
  source?: 'shop' | 'blog' | 'styleMasters';
}

const SQUARE = [600, 600] as const;
const WIDE = [800, 450] as const;

export const LAYOUT_STYLES: Record<HomeLayout, LayoutStyle> = {
  head: { mode: 'figures', image: null },
  service: { mode: 'carousel', image: SQUARE },
  serviceGrid: { mode: 'grid', image: [160, 160] },
  moyoBlock1: { mode: 'steps', image: null },
  serviceRelax: { mode: 'carousel', image: SQUARE },
  serviceRecover: { mode: 'carousel', image: SQUARE },
  moyoSlide: { mode: 'carousel', image: [1200, 500] },
  '30shinecare': { mode: 'grid', image: null },
  shop: { mode: 'carousel', image: [400, 400], source: 'shop' },
  '30shineAngels': { mode: 'carousel', image: [400, 400], source: 'styleMasters' },
  videoSocial: { mode: 'carousel', image: WIDE, video: true },
  media: { mode: 'carousel', image: WIDE },
  blog: { mode: 'carousel', image: WIDE, source: 'blog' },
  salonAddress: { mode: 'carousel', image: [800, 500] },
};
