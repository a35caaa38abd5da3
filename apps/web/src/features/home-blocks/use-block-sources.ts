import { formatNumber, formatPrice, type HomeListItem } from '@salon/domain';
import type {
  BlogPost,
  BlogQuery,
  ProductsAnswer,
  ProductsQuery,
  StyleMaster,
} from '@salon/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';
import { usePageLang } from '../../i18n/use-translation.ts';

// Blocks whose list comes from another call: shop products, blog posts, top style masters, in the
// page's language (the server writes product names and articles in it; prices use the domain's format).
// Failures are only logged (000 §8) and leave the block empty.

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

async function safe<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(`home: ${what} failed`, error);
    return empty;
  }
}

/** A shop block's list: the whole collection, its favourites or its new products (000 §7). */
export type ShopPick = 'all' | 'favourite' | 'new';

export function useShopItems(groupId: number | undefined, enabled: boolean, pick: ShopPick = 'all') {
  const lang = usePageLang();
  const path = `/api/v1/web/product-groups/${groupId}/products${pick === 'all' ? '' : `/${pick}`}`;
  return useQuery({
    queryKey: ['home', 'shop', groupId, pick, lang],
    enabled: enabled && groupId !== undefined,
    // Another tab keeps the products shown until its own arrive: the block never folds to nothing.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      safe('shop', async (): Promise<HomeListItem[]> => {
        const res = await api<ProductsAnswer>('GET', path, {
          query: { lang } satisfies QueryOf<ProductsQuery>,
          signal,
        });
        if (!res.data.meta.success) return [];
        return res.data.data.map((p) => {
          return {
            id: p.id,
            title: p.name,
            linkImage: p.featuredImage.url,
            price: formatPrice(p.price, lang),
            ...(p.isDiscount ? { oldPrice: formatPrice(p.listedPrice, lang) } : {}),
          };
        });
      }, []),
  });
}

export function useBlogItems(enabled: boolean) {
  const lang = usePageLang();
  return useQuery({
    queryKey: ['home', 'blog', lang],
    enabled,
    queryFn: ({ signal }) =>
      safe('blog', async (): Promise<HomeListItem[]> => {
        const posts = await api<BlogPost[]>('GET', '/wp-json/wp/v2/posts', {
          query: { per_page: 3, categories_exclude: '2122', lang } satisfies QueryOf<BlogQuery>,
          signal,
        });
        return posts.map((p) => ({
          id: p.id,
          title: stripTags(p.title.rendered),
          content: stripTags(p.excerpt.rendered),
          linkImage: p.jetpack_featured_media_url,
        }));
      }, []),
  });
}

export function useStyleMasterItems(enabled: boolean) {
  const lang = usePageLang();
  return useQuery({
    queryKey: ['home', 'stylemaster', lang],
    enabled,
    queryFn: ({ signal }) =>
      safe('style masters', async (): Promise<HomeListItem[]> => {
        const res = await api<{ data: StyleMaster[] }>(
          'GET',
          '/api/stylemaster/top-like-in-month-pagesize-4',
          { signal },
        );
        return res.data.map((m) => ({
          id: m.id,
          title: m.stylistName,
          subTitle: m.salonName,
          linkImage: m.image,
          textNum: `♥ ${formatNumber(m.totalLike, lang)}`,
        }));
      }, []),
  });
}
