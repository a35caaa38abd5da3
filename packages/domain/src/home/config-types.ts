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

/** A banner slide. `link` is the image, `redirectLink` where a tap goes, `addOn` 'youtube' for a video. */
export interface HomeBanner {
  type: 'web' | 'mobile';
  link: string;
  redirectLink: string;
  addOn: string;
  /** Text for the image (accessibility); not in the original payload. */
  title: string;
  width: number;
  height: number;
}

export interface HomeBannerDocument {
  web: HomeBanner[];
  mobile: HomeBanner[];
}

export interface HomeListItem {
  id: number;
  title: string;
  subTitle?: string;
  linkImage?: string;
  linkImageMb?: string;
  redirectLink?: string;
  price?: string;
  oldPrice?: string;
  priceList?: Array<{ label: string; price: string }>;
  textNum?: string;
  content?: string;
  tag?: string;
  eventId?: string;
  /** The English texts of an English page; any missing one stays as written. */
  en?: HomeTextsEn;
}

export interface HomeTextsEn {
  title?: string;
  subTitle?: string;
  content?: string;
  tag?: string;
}

export interface HomeBlock {
  order: number;
  layout: HomeLayout;
  title: string;
  subTitle?: string;
  list: HomeListItem[];
  linkViewAll?: string;
  banner?: string;
  bannerMobile?: string;
  slidePerViewPC?: number;
  slidePerViewMB?: number;
  numberPermanent?: number;
  bg_custom?: string;
  /** For shop blocks: the product group whose products fill the list. */
  groupId?: number;
  /** The English title and subtitle of an English page. */
  en?: HomeTextsEn;
}

export interface HomeConfigDocument {
  data: HomeBlock[];
}
