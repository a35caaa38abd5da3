import type { HomeBannerDocument, HomeConfigDocument } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

// The home configuration documents. No cache-busting query: the server sends an ETag and
// `no-cache`, so the browser revalidates and a second visit downloads nothing (304).
// A load failure is only logged (000 §8): the page shows what it can.
async function loadOrNull<T>(path: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await api<T>('GET', path, { signal });
  } catch (error) {
    console.warn(`home: ${path} failed`, error);
    return null;
  }
}

export function useHomeBanners() {
  return useQuery({
    queryKey: ['home', 'banners'],
    queryFn: ({ signal }) => loadOrNull<HomeBannerDocument>('/homepage-banner.json', signal),
  });
}

export function useHomeConfig() {
  return useQuery({
    queryKey: ['home', 'config'],
    queryFn: ({ signal }) => loadOrNull<HomeConfigDocument>('/homepage-config.json', signal),
  });
}
