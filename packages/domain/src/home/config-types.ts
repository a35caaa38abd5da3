// Shapes of the home configuration documents (homepage-banner.json, homepage-config.json), shared by
// the API that serves them from the database and the web that renders them.

export const HOME_LAYOUTS = [
  'service',
  'shop',
  'blog',
  'media',
  'videoSocial',
  '30shineAngels',
  'salonAddress',
  '30shinecare',
  'head',
  'serviceGrid',
  'moyoBlock1',
  'serviceRelax',
  'serviceRecover',
  'moyoSlide',
] as const;
export type HomeLayout = (typeof HOME_LAYOUTS)[number];

export function isHomeLayout(value: string): value is HomeLayout {
  return (HOME_LAYOUTS as readonly string[]).includes(value);
}

// The document shapes are the answer contracts (zod, a separate entry): only their types are re-exported here.
export type {
  HomeBanner,
  HomeBannerDocument,
  HomeBlock,
  HomeConfigDocument,
  HomeListItem,
  HomeTextsEn,
} from '../contracts/home.ts';
