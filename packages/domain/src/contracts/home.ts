import { z } from 'zod';
import { HOME_LAYOUTS } from '../home/config-types.ts';
import { message } from '../messages.ts';
import { positiveIntId, strictInt } from '../schemas.ts';

// Answers of the home page's calls (000 §7): the configuration documents (rows of home_document),
// blog posts in the WordPress REST shape, shop products and the month's style masters.

// Requests: the blog's page of posts and a shop group's products.

// '2122' or '2122,15'; anything else is refused.
const idList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, { error: message('invalidId') })
  .transform((s) => s.split(',').map(Number))
  .optional();

/** The language of the texts asked for: Vietnamese unless `lang=en` (decision 0147). */
const langParam = z.enum(['vi', 'en']).default('vi').describe("The texts' language: 'vi' (default) or 'en'");

/** GET /wp-json/wp/v2/posts (the WordPress REST query). */
export const blogQuery = z.object({
  lang: langParam,
  per_page: strictInt(1, 100, { error: message('invalidRequest') }).default(10),
  page: strictInt(1, 10_000, { error: message('invalidRequest') }).default(1),
  categories_exclude: idList,
  categories: idList,
});
export type BlogQuery = z.input<typeof blogQuery>;

export const productGroupParams = z.object({ groupId: positiveIntId });
export const productsQuery = z.object({ lang: langParam });
export type ProductsQuery = z.input<typeof productsQuery>;

/** A configuration document: its language, and the spec's cache-busting `v` (ignored). */
export const configDocumentQuery = z.object({ lang: langParam, v: z.string().max(64).optional() });
export type ConfigDocumentQuery = z.input<typeof configDocumentQuery>;

export const homeBanner = z.object({
  type: z.enum(['web', 'mobile']),
  link: z.string().describe('The image'),
  redirectLink: z.string().describe('Where a tap goes'),
  addOn: z.string().describe("'youtube' for a video"),
  title: z.string().describe('Text for the image (accessibility); not in the original payload'),
  width: z.number(),
  height: z.number(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

export const homeBannerDocument = z.object({ web: z.array(homeBanner), mobile: z.array(homeBanner) });
export type HomeBannerDocument = z.infer<typeof homeBannerDocument>;

/** The English texts of an English page; any missing one stays as written. */
export const homeTextsEn = z.object({
  title: z.string().optional(),
  subTitle: z.string().optional(),
  content: z.string().optional(),
  tag: z.string().optional(),
  priceNote: z.string().optional(),
});
export type HomeTextsEn = z.infer<typeof homeTextsEn>;

export const homeListItem = z.object({
  id: z.number(),
  title: z.string(),
  subTitle: z.string().optional(),
  linkImage: z.string().optional(),
  linkImageMb: z.string().optional(),
  redirectLink: z.string().optional(),
  price: z.string().optional(),
  oldPrice: z.string().optional(),
  priceList: z.array(z.object({ label: z.string(), price: z.string() })).optional(),
  textNum: z.string().optional(),
  content: z.string().optional(),
  tag: z.string().optional(),
  eventId: z.string().optional(),
  /** salonAddress items: where to park near the salon (000 §3 parkingMap), when it has a parking map. */
  parkingMap: z.string().optional(),
  serviceId: z
    .number()
    .optional()
    .describe(
      'The catalogue service the item sells: the server fills title, subTitle, price, oldPrice, priceNote and ' +
        "redirectLink from the catalogue on the day served (the booking's own prices); unsold: the item is left out",
    ),
  campaignId: z
    .number()
    .optional()
    .describe(
      'A promotion the item announces: title and subTitle from it; left out when it is not open today',
    ),
  figure: z
    .enum(['salonCount'])
    .optional()
    .describe('textNum counted by the server: salonCount is the number of salons open for booking'),
  count: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe("A count the server writes as textNum in the page's language ('1,2 triệu', '1.2 million')"),
  priceNote: z
    .string()
    .optional()
    .describe(
      "The day's price in words: 'Giá cuối tuần · ngày thường 99.000 VNĐ' or the special-day price ahead",
    ),
  en: homeTextsEn.optional(),
});
export type HomeListItem = z.infer<typeof homeListItem>;

export const homeBlock = z.object({
  order: z.number(),
  layout: z.enum(HOME_LAYOUTS),
  title: z.string(),
  subTitle: z.string().optional(),
  list: z.array(homeListItem),
  linkViewAll: z.string().optional(),
  banner: z.string().optional(),
  bannerMobile: z.string().optional(),
  slidePerViewPC: z.number().optional(),
  slidePerViewMB: z.number().optional(),
  numberPermanent: z.number().optional(),
  bg_custom: z.string().optional(),
  groupId: z.number().optional().describe('For shop blocks: the product group whose products fill the list'),
  en: homeTextsEn.optional().describe('The English title and subtitle of an English page'),
});
export type HomeBlock = z.infer<typeof homeBlock>;

export const homeConfigDocument = z.object({ data: z.array(homeBlock) });
export type HomeConfigDocument = z.infer<typeof homeConfigDocument>;

/** The other documents (layout, feedback, lookbooks, photos, member tiers): edited as data, kept as written. */
export const configDocument = z.looseObject({});

/** The answer of each configuration path, by its home_document name. */
export const configDocumentAnswers: Record<string, z.ZodType> = {
  'homepage-banner': homeBannerDocument,
  'homepage-config': homeConfigDocument,
};

export const blogPost = z.object({
  id: z.number(),
  date: z.string().describe("The site's zone, YYYY-MM-DDTHH:mm:ss"),
  date_gmt: z.string(),
  slug: z.string(),
  status: z.string(),
  type: z.string(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string(), protected: z.boolean() }),
  content: z.object({ rendered: z.string(), protected: z.boolean() }),
  categories: z.array(z.number()),
  featured_media: z.number(),
  jetpack_featured_media_url: z.string(),
});
export type BlogPost = z.infer<typeof blogPost>;
export const blogPostsAnswer = z.array(blogPost);

export const product = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  featuredImage: z.object({ url: z.string() }),
  price: z.number(),
  listedPrice: z.number(),
  isDiscount: z.boolean(),
});
export type Product = z.infer<typeof product>;
export const productsAnswer = z.object({
  data: z.object({ meta: z.object({ success: z.boolean() }), data: z.array(product) }),
});
export type ProductsAnswer = z.infer<typeof productsAnswer>;

export const styleMaster = z.object({
  id: z.number(),
  stylistId: z.number(),
  stylistName: z.string(),
  skillLevel: z.number(),
  salonId: z.number(),
  salonName: z.string(),
  image: z.string(),
  totalLike: z.number(),
});
export type StyleMaster = z.infer<typeof styleMaster>;
export const styleMastersAnswer = z.object({ data: z.array(styleMaster) });
