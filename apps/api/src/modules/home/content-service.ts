import { addDays, todayInVietnam } from '@salon/domain';
import type { AppDeps } from '../../http/app-instance.ts';
import { type Lang, translatorFor } from '../translations/index.ts';
import {
  type BlogQuery,
  listBlogPosts,
  listProducts,
  type ProductSelection,
  productGroupExists,
  topStyleMasters,
} from './content-repo.ts';

// Use cases of the home content; rows are mapped to the shapes the spec's clients read.

/** A post in the WordPress REST shape (wp-json/wp/v2/posts); title and excerpt in `lang`. */
export async function blogPosts(deps: AppDeps, q: BlogQuery, lang: Lang = 'vi') {
  const { rows: stored, total } = await listBlogPosts(deps.db, q);
  const t = await translatorFor(
    deps.db,
    lang,
    stored.flatMap((p) => [p.title, p.excerpt]),
  );
  // The body stays as written: the home page shows title and excerpt only.
  const rows = stored.map((p) => ({ ...p, title: t(p.title), excerpt: t(p.excerpt) }));
  const posts = rows.map((p) => ({
    id: p.id,
    // WordPress gives `date` in the site's zone and `date_gmt` in UTC.
    date: new Date(new Date(p.published_at).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 19),
    date_gmt: new Date(p.published_at).toISOString().slice(0, 19),
    slug: p.slug,
    status: 'publish',
    type: 'post',
    link: `/blog/${p.slug}`,
    title: { rendered: p.title },
    excerpt: { rendered: `<p>${p.excerpt}</p>`, protected: false },
    content: { rendered: p.content, protected: false },
    categories: p.category_ids,
    featured_media: p.id,
    jetpack_featured_media_url: p.featured_image,
  }));
  return { posts, total, totalPages: Math.max(1, Math.ceil(total / q.perPage)) };
}

/**
 * Products of a group: `{ data: { meta: { success }, data } }`, names in `lang`; null when the group
 * does not exist.
 */
export async function groupProducts(
  deps: AppDeps,
  groupId: number,
  lang: Lang = 'vi',
  pick: ProductSelection = { kind: 'all' },
) {
  if (!(await productGroupExists(deps.db, groupId))) return null;
  const rows = await listProducts(deps.db, groupId, pick);
  const t = await translatorFor(
    deps.db,
    lang,
    rows.map((p) => p.name),
  );
  return {
    data: {
      meta: { success: true },
      data: rows.map((p) => ({
        id: p.id,
        name: t(p.name),
        slug: p.slug,
        featuredImage: { url: p.image },
        price: p.price,
        listedPrice: p.listed_price ?? p.price,
        isDiscount: p.listed_price !== null && p.listed_price > p.price,
      })),
    },
  };
}

/** A product is new for this many days after it goes on sale (decision 0148). */
export const NEW_PRODUCT_DAYS = 60;

/** 000 §7 'favourite and new product GETs by collection': a collection's favourites or new products. */
export function collectionProducts(deps: AppDeps, groupId: number, kind: 'favourite' | 'new', lang: Lang) {
  const since = addDays(todayInVietnam(deps.now()), -NEW_PRODUCT_DAYS);
  return groupProducts(deps, groupId, lang, kind === 'new' ? { kind, since } : { kind });
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
export const TOP_STYLE_MASTERS = 4;

export async function styleMastersOfMonth(deps: AppDeps) {
  const month = `${todayInVietnam(deps.now()).slice(0, 8)}01`;
  const rows = await topStyleMasters(deps.db, month, TOP_STYLE_MASTERS);
  return {
    data: rows.map((r) => ({
      id: r.id,
      stylistId: r.staff_id,
      stylistName: r.staff_name,
      skillLevel: r.skill_level,
      salonId: r.salon_id,
      salonName: r.salon_name,
      image: r.image,
      totalLike: r.total_like,
    })),
  };
}
