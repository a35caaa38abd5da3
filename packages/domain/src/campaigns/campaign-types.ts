// A campaign as the pricing and validity rules see it (001 §3 Campaign, §4 Pricing).

/** What a campaign does to each promoted service: a fixed price, or a percentage off. */
export type CampaignEffect = { kind: 'price'; value: number } | { kind: 'percent'; value: number };

export interface CampaignRule {
  id: number;
  /** ISO 'YYYY-MM-DD', both days included. */
  startDate: string;
  endDate: string;
  allSalons: boolean;
  salonIds: readonly number[];
  /** Uses left: the voucher's, or the public campaign's (null: unlimited). */
  remainingUsage: number | null;
  /** Services that make the campaign usable (empty: no condition service). */
  conditionServiceIds: readonly number[];
  /** Services the campaign reprices (promoted services). */
  applyServiceIds: readonly number[];
  effect: CampaignEffect;
}

/** Why a campaign cannot be used for a booking, as a message key. */
export type CampaignProblem =
  | 'campaignNotStarted'
  | 'campaignExpired'
  | 'campaignSalonNotApplied'
  | 'campaignUsedUp'
  | 'campaignConditionNotMet';

export interface CampaignValidity {
  /** Usable for this booking: the only state in which the customer can choose it. */
  valid: boolean;
  /** The chosen services meet the campaign's service condition. */
  validCondition: boolean;
  problem: CampaignProblem | null;
}

export interface CampaignCheckContext {
  /** The booking date, ISO. */
  dateIso: string;
  /** The chosen salon (null: none chosen yet, so no salon applies). */
  salonId: number | null;
  serviceIds: readonly number[];
}
