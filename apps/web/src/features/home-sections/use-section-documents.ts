import type { FeedbackDocument, LookbooksDocument, ShineMomentsDocument } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { loadOrNull } from '../home-blocks/use-home-config.ts';

// The documents of the lower home sections and the lookbook page (000 §7), each fetched when its
// section or page is drawn; revalidated by ETag. A failure is logged and reads as "nothing to show".

const useDocument = <T>(name: string, path: string) =>
  useQuery({
    queryKey: ['home', name],
    queryFn: ({ signal }) => loadOrNull<T>(path, signal),
  });

export const useFeedback = () => useDocument<FeedbackDocument>('feedback', '/web/v3/configs/feedback.json');
export const useHomeLookbooks = () =>
  useDocument<LookbooksDocument>('home-lookbooks', '/web/v3/configs/home-lookbooks.json');
export const useLookbooks = () =>
  useDocument<LookbooksDocument>('lookbooks', '/web/v3/configs/lookbooks.json');
export const useShineMoments = () =>
  useDocument<ShineMomentsDocument>('shine-moments', '/shine_moment/photos.json');

/** The list of a loaded document, or [] for a missing or malformed one. */
export function listOf<T>(doc: { data?: T[] } | null | undefined): T[] {
  return Array.isArray(doc?.data) ? doc.data : [];
}
