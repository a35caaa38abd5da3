import type { HomeListItem } from '@salon/domain';
import type { BlogPost, BlogQuery, ProductsAnswer, StyleMaster } from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';

// Blocks whose list comes from another call: shop products, blog posts, top style masters.
// Failures are only logged (000 §8) and leave the block empty.

const vnd = (n: number) => `${n.toLocaleString('vi-VN')} VNĐ`;
const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

async function safe<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(`home: ${what} failed`, error);
    return empty;
  }
}

export function useShopItems(groupId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'shop', groupId],
    enabled: enabled && groupId !== undefined,
    queryFn: ({ signal }) =>
      safe('shop', async (): Promise<HomeListItem[]> => {
        const res = await api<ProductsAnswer>('GET', `/api/v1/web/product-groups/${groupId}/products`, {
          signal,
        });
        if (!res.data.meta.success) return [];
        return res.data.data.map((p) => {
          return {
            id: p.id,
            title: p.name,
            linkImage: p.featuredImage.url,
            price: vnd(p.price),
            ...(p.isDiscount ? { oldPrice: vnd(p.listedPrice) } : {}),
          };
        });
      }, []),
  });
}

export function useBlogItems(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'blog'],
    enabled,
    queryFn: ({ signal }) =>
      safe('blog', async (): Promise<HomeListItem[]> => {
        const posts = await api<BlogPost[]>('GET', '/wp-json/wp/v2/posts', {
          query: { per_page: 3, categories_exclude: '2122' } satisfies QueryOf<BlogQuery>,
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
  return useQuery({
    queryKey: ['home', 'stylemaster'],
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
          textNum: `♥ ${m.totalLike.toLocaleString('vi-VN')}`,
        }));
      }, []),
  });
}
