import type {
  CustomerHistoryAnswer,
  CustomerProfileAnswer,
  ProfileSavedAnswer,
  RatingBody,
  RatingCheckAnswer,
  RatingCheckQuery,
  RatingDoneAnswer,
  VisitHistoryQuery,
} from '@salon/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryOf } from '../../api/client.ts';

// Queries and actions of the history screens; every change refreshes the history and the home prompt.

const BRAND = 'MOYO';
export const HISTORY_KEY = 'customer-history';

export function useHistory(pageNum: number) {
  return useQuery({
    queryKey: [HISTORY_KEY, pageNum],
    queryFn: ({ signal }) =>
      api<CustomerHistoryAnswer>('GET', '/api/customer-history', {
        query: { pageNum, brandName: BRAND } satisfies QueryOf<VisitHistoryQuery>,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useRatingCheck(enabled: boolean) {
  return useQuery({
    queryKey: [HISTORY_KEY, 'check'],
    queryFn: ({ signal }) =>
      api<RatingCheckAnswer>('GET', '/api/rating/check', {
        query: { brandName: BRAND } satisfies QueryOf<RatingCheckQuery>,
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}

export function useProfile() {
  return useQuery({
    queryKey: ['app-customer', 'info'],
    queryFn: ({ signal }) => api<CustomerProfileAnswer>('GET', '/api/v1/app-customer/info', { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [HISTORY_KEY] });
    void queryClient.invalidateQueries({ queryKey: ['app-customer'] });
  };
}

export interface RatingInput {
  visitId: number;
  stars: number;
  comment: string;
  tags: string[];
}

export function useRate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RatingInput) =>
      api<RatingDoneAnswer>('POST', '/api/rating', {
        body: { ...body, brandName: BRAND } satisfies RatingBody,
      }),
    onSuccess: refresh,
  });
}

export function useImageAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (
      input: { kind: 'rate'; visitId: number; stars: number } | { kind: 'report'; visitId: number },
    ) =>
      input.kind === 'rate'
        ? api('PUT', '/api/customer-history/rating-image', {
            body: { visitId: input.visitId, stars: input.stars },
          })
        : api('PUT', '/api/customer-history/report-wrong-image', { body: { visitId: input.visitId } }),
    onSuccess: refresh,
  });
}

export interface ProfileInput {
  name: string;
  email: string;
  birthDate: string;
  /** An /images/ path, or '' for none. */
  avatar: string;
}

export function useSaveProfile() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) =>
      api<ProfileSavedAnswer>('PUT', '/api/v1/app-customer/customer', { body }),
    onSuccess: () => {
      refresh();
      // The header shows the name from the current user.
      void queryClient.invalidateQueries({ queryKey: ['currentUser'] });
    },
  });
}
