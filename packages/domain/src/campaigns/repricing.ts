import { applyCampaignPrice } from '../services/pricing.ts';
import type { CampaignEffect, CampaignRule } from './campaign-types.ts';

// Repricing by the chosen campaigns (001 §4 Pricing). Campaigns never stack: each promoted
// service takes the lowest campaign price that applies to it under applyCampaignPrice.

export interface CampaignLine {
  serviceId: number;
  /** The price before campaigns (catalogue, special day or stylist level). */
  price: number;
  /** The service's own catalogue price; a campaign price above it never applies. */
  basePrice: number;
}

export interface CampaignPricedLine {
  serviceId: number;
  price: number;
  /** The price before campaigns when a campaign lowered it, else null. */
  priceBeforeCampaign: number | null;
  /** The campaign that set the price, else null. */
  campaignId: number | null;
}

export interface CampaignPricing {
  services: CampaignPricedLine[];
  total: number;
  /** The total before campaigns. */
  totalBeforeCampaigns: number;
  saving: number;
}

export type PricingCampaign = Pick<CampaignRule, 'id' | 'applyServiceIds' | 'effect'>;

const VND_STEP = 1000;

/** The campaign price of a service: the fixed price, or the percentage off rounded to 1,000 VNĐ. */
export function campaignPriceFor(effect: CampaignEffect, basePrice: number): number {
  if (effect.kind === 'price') return effect.value;
  const pct = Math.min(Math.max(effect.value, 0), 100);
  return Math.round((basePrice * (100 - pct)) / 100 / VND_STEP) * VND_STEP;
}

export function repriceWithCampaigns(
  lines: readonly CampaignLine[],
  campaigns: readonly PricingCampaign[],
): CampaignPricing {
  const services = lines.map((line): CampaignPricedLine => {
    let price = line.price;
    let campaignId: number | null = null;
    for (const c of campaigns) {
      if (!c.applyServiceIds.includes(line.serviceId)) continue;
      const next = applyCampaignPrice(price, line.basePrice, campaignPriceFor(c.effect, line.basePrice));
      if (next < price) {
        price = next;
        campaignId = c.id;
      }
    }
    return {
      serviceId: line.serviceId,
      price,
      priceBeforeCampaign: campaignId === null ? null : line.price,
      campaignId,
    };
  });
  const total = services.reduce((sum, s) => sum + s.price, 0);
  const totalBeforeCampaigns = lines.reduce((sum, l) => sum + l.price, 0);
  return { services, total, totalBeforeCampaigns, saving: totalBeforeCampaigns - total };
}

/** What one campaign alone saves on these lines (0 when it changes nothing). */
export function campaignSaving(lines: readonly CampaignLine[], campaign: PricingCampaign): number {
  return repriceWithCampaigns(lines, [campaign]).saving;
}

/** Chosen campaigns toggle: choosing again removes it (001 §4). */
export function toggleCampaignId(chosen: readonly number[], id: number): number[] {
  return chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
}
