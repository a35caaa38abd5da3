import type { HomeBannerDocument, HomeConfigDocument } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { usePageLang } from '../../i18n/use-translation.ts';

// The home configuration documents. Banner and config carry the spec's cache-busting random query
// (000 §7), so no cache between the site and the visitor keeps an old home; the server ignores the
// query and still answers If-None-Match with 304. The other documents rely on their ETag alone.
// A load failure is only logged (000 §8): the page shows what it can.
export async function loadOrNull<T>(
  path: string,
  signal: AbortSignal,
  query?: Record<string, string>,
): Promise<T | null> {
  try {
    return await api<T>('GET', path, { signal, query });
  } catch (error) {
    console.warn(`home: ${path} failed`, error);
    return null;
  }
}

/** A fresh random value for `?v=` on each load. */
export const cacheBuster = () => ({ v: Math.random().toString(36).slice(2, 10) });

export function useHomeBanners() {
  return useQuery({
    queryKey: ['home', 'banners'],
    queryFn: ({ signal }) => loadOrNull<HomeBannerDocument>('/homepage-banner.json', signal, cacheBuster()),
  });
}

/** The home blocks in the page's language: names, prices and figures are written by the server. */
export function useHomeConfig() {
  const lang = usePageLang();
  return useQuery({
    queryKey: ['home', 'config', lang],
    queryFn: ({ signal }) =>
      loadOrNull<HomeConfigDocument>('/homepage-config.json', signal, { ...cacheBuster(), lang }),
  });
}
