import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

// The promotion calls of steps 4 and 5 (paths in the API description, decision 0070).

export interface CampaignServiceRef {
  id: number;
  name: string;
  price: number;
  originPrice: number;
  description: string;
  serviceImage: string[];
  selected: boolean;
}
export interface CampaignEffectWire {
  kind: 'price' | 'percent';
  value: number;
}
export interface CampaignItem {
  campaignId: number;
  name: string;
  image: string;
  expire: string;
  valid: boolean;
  validCondition: boolean;
  message: string | null;
  selected: boolean;
  remainUsage: number | null;
  saving: number;
  effect: CampaignEffectWire;
  serviceApplies: CampaignServiceRef[];
  serviceConditions: CampaignServiceRef[];
}
export interface CampaignLists {
  salon: CampaignItem[];
  customer: CampaignItem[];
  best: CampaignItem[];
}
export interface CampaignDetail {
  campaignId: number;
  name: string;
  imageUrl: string;
  startDate: string;
  endDate: string;
  remainUsage: number | null;
  paymentMethod: string;
  allSalons: boolean;
  salonApplies: { id: number; name: string; addressNew: string }[];
  appliesAtSalon: boolean | null;
  condition: string;
  effect: CampaignEffectWire;
  scope: 'public' | 'voucher';
  serviceApplies: CampaignServiceRef[];
  serviceConditions: CampaignServiceRef[];
}

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
        },
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
        query: { campaignId: campaignId ?? 0, salonId: salonId ?? 0, phone: phone ?? undefined },
        signal,
      }),
    enabled: campaignId !== null,
    retry: false,
  });
}

/** POST the code; resolves on {code: 200}, rejects with ApiError (its data holds the message). */
export function claimPromotionCode(code: string, phone: string) {
  return api<{ code: 200; message: string }>('POST', '/api/v1/campaigns/promotion-code', {
    body: { code, phone },
  });
}
