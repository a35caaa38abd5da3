import type {
  CampaignCourseAnswer,
  DiscoverDetailAnswer,
  DiscoverListAnswer,
  DiscoverPageQuery,
  LikeAnswer,
  StaffRankingAnswer,
  StaffRankingQuery,
  StyleMasterListAnswer,
  StyleMasterPhotoBody,
  ThreeMonthTopAnswer,
} from '@salon/domain/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';
import { useHasSession } from '../auth/use-current-user.ts';

// Queries of the issue-20 screens. Lists that carry the caller's likes are keyed by the session, so
// logging in or out refetches them.

export const SOCIAL_KEY = 'social';

export function useStyleMasters() {
  const session = useHasSession();
  return useQuery({
    queryKey: [SOCIAL_KEY, 'style-masters', session],
    queryFn: ({ signal }) =>
      api<StyleMasterListAnswer>('GET', '/api/stylemaster/top-like-in-month-pagesize-1000', { signal }),
  });
}

export function useThreeMonthTop() {
  return useQuery({
    queryKey: [SOCIAL_KEY, 'three-month'],
    queryFn: ({ signal }) => api<ThreeMonthTopAnswer>('GET', '/api/stylemaster/top-three-month', { signal }),
  });
}

export const likePhoto = (id: number, on: boolean) =>
  api<LikeAnswer>('POST', on ? '/api/appcustomer/stylemaster/like' : '/api/appcustomer/stylemaster/unlike', {
    body: { id } satisfies StyleMasterPhotoBody,
  });

export const likePost = (id: number, on: boolean) =>
  api<LikeAnswer>(on ? 'POST' : 'DELETE', `/discovers/${id}/like`);

export function useRanking(salonId: number | null) {
  return useQuery({
    queryKey: [SOCIAL_KEY, 'ranking', salonId],
    queryFn: ({ signal }) =>
      api<StaffRankingAnswer>('GET', '/api/staff-ranking', {
        query: (salonId
          ? { salonId, top: 30 }
          : { masterKey: 'stylist', top: 30 }) satisfies QueryOf<StaffRankingQuery>,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useCourses(enabled: boolean) {
  return useQuery({
    queryKey: [SOCIAL_KEY, 'courses'],
    queryFn: ({ signal }) =>
      api<CampaignCourseAnswer>('GET', '/api/CampaignCourse/GetCustomerCampaignCourse', { signal }),
    enabled,
  });
}

const FEED_PAGE = 6;

export function useDiscoverFeed() {
  const session = useHasSession();
  return useInfiniteQuery({
    queryKey: [SOCIAL_KEY, 'discovers', session],
    queryFn: ({ pageParam, signal }) =>
      api<DiscoverListAnswer>('GET', '/discovers', {
        query: { page: pageParam, pageSize: FEED_PAGE } satisfies QueryOf<DiscoverPageQuery>,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useDiscover(id: number) {
  const session = useHasSession();
  return useQuery({
    queryKey: [SOCIAL_KEY, 'discover', id, session],
    queryFn: ({ signal }) => api<DiscoverDetailAnswer>('GET', `/discovers/${id}`, { signal }),
    retry: false,
  });
}
