import type {
  CampaignDetail,
  CampaignLists,
  CampaignsForBookingQuery,
  ClaimAnswer,
  PromotionCodeBody,
  RewardDetailQuery,
} from '@salon/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';

// The promotion calls of steps 4 and 5 (paths in the API description, decision 0070).

export interface ForBookingParams {
  salonId: number | null;
  phone: string | null;
  serviceIds: readonly number[];
  campaignIds: readonly number[];
  /** DD-MM-YYYY. */
  dateBook: string;
  /** Part of the key: the customer list depends on who is logged in (their id, or null). */
  viewer: number | null;
}

export const CAMPAIGNS_KEY = 'campaigns-for-booking';

export function useCampaignsForBooking(p: ForBookingParams) {
  return useQuery({
    queryKey: [
      CAMPAIGNS_KEY,
      p.salonId,
      p.phone,
      p.serviceIds.join(','),
      p.campaignIds.join(','),
      p.dateBook,
      p.viewer,
    ],
    queryFn: ({ signal }) =>
      api<{ data: CampaignLists }>('GET', '/api/v1/campaigns/for-booking', {
        query: {
          salonId: p.salonId ?? 0,
          phone: p.phone ?? undefined,
          services: p.serviceIds.join(',') || '0',
          campaignUsing: p.campaignIds.join(','),
          dateBook: p.dateBook,
        } satisfies QueryOf<CampaignsForBookingQuery>,
        signal,
      }),
    placeholderData: keepPreviousData,
    // A failed lookup is only logged (001 §8): the lists stay empty.
    retry: false,
  });
}

export function useCampaignDetail(campaignId: number | null, salonId: number | null, phone: string | null) {
  return useQuery({
    queryKey: ['campaign-detail', campaignId, salonId, phone],
    queryFn: ({ signal }) =>
      api<{ data: CampaignDetail }>('GET', '/api/v1/campaigns/reward-detail', {
        query: {
          campaignId: campaignId ?? 0,
          salonId: salonId ?? 0,
          phone: phone ?? undefined,
        } satisfies QueryOf<RewardDetailQuery>,
        signal,
      }),
    enabled: campaignId !== null,
    retry: false,
  });
}

/** POST the code; resolves on {code: 200}, rejects with ApiError (its data holds the message). */
export function claimPromotionCode(code: string, phone: string) {
  return api<ClaimAnswer>('POST', '/api/v1/campaigns/promotion-code', {
    body: { code, phone } satisfies PromotionCodeBody,
  });
}
