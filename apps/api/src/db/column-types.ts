// The shapes of jsonb columns and the allowed values of text columns: what SQL cannot say about a
// column, so db/generate-types.ts names them in the generated row types.

export interface Banner {
  type: 'image' | 'video';
  link: string;
}

export interface ComboItem {
  id: number;
  name: string;
  type: number;
  skillId: number;
}

export interface RatingInfo {
  Name: string;
  Star: number;
  TotalCustomerRating: number;
  TotalCustomer: number;
}

export interface BookedService {
  serviceId: number;
  name: string;
  price: number;
}

export type NextStepRuleType = 'equals' | 'regex' | 'other';

export interface GuideListItem {
  /** A regular expression tested on the chosen-service id string ('1011,4011'). */
  regex: string;
  message: string;
}

export interface SpecialHours {
  today: string[];
  normal: string[];
  weekend: string[];
}

export interface VisitService {
  serviceId: number;
  name: string;
  price: number;
}

export interface VisitPromotion {
  name: string;
  amount: number;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'left' | 'lapsed';

export type LuckyGiftKind = 'voucher' | 'points' | 'spins' | 'none';
