import type { BookingStatus, OtpMethod } from '@salon/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { VisitRatingTable, VisitTable } from './schema-history.ts';
import type {
  WaitlistEntryTable,
  WaitlistFreedTable,
  WaitlistMessageTable,
  WaitlistOfferTable,
} from './schema-waitlist.ts';
import type {
  BookingReminderSettingTable,
  ReminderDeliveryTable,
  ScheduledJobsTable,
} from './schema-jobs.ts';
import type { SocialTables } from './schema-social.ts';
import type { WheelTables } from './schema-wheel.ts';

// Row types of the database, snake_case as in SQL. Mapped to API shapes in each module's repo.
type Json<T> = ColumnType<T, string | T, string | T>;
/** A `date` column: read as 'YYYY-MM-DD' (see db/types.ts parsers), written as the same text. */
type DateText = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProvinceTable {
  id: number;
  name: string;
  vung_mien_id: number;
  search_text: string;
  sort_order: Generated<number>;
}
export interface DistrictTable {
  id: number;
  province_id: number;
  name: string;
}
export interface SalonTable {
  id: number;
  name: string;
  city_id: number;
  district_id: number | null;
  address: string;
  address_new: string;
  address_note: string | null;
  latitude: number;
  longitude: number;
  images: Json<string[]>;
  parking: Generated<boolean>;
  salon_hot: Generated<boolean>;
  tag_top_salon: Generated<boolean>;
  tag: string | null;
  book_many_people: Generated<'off' | 'all' | 'notToday'>;
  select_consultation: Generated<boolean>;
  opening_date: DateText | null;
  warn_text: string | null;
  phone: string;
  map_link: string | null;
  /** Migration 012: the link to where customers park (null: none). */
  parking_map: Generated<string | null>;
  /** Migration 160: km of homes the salon serves (0: none). */
  at_home_radius_km: Generated<number>;
  hotline: string;
  slot_minutes: Generated<number>;
  opens_at_minute: Generated<number>;
  closes_at_minute: Generated<number>;
  is_active: Generated<boolean>;
}
export interface SalonClosureTable {
  id: Generated<number>;
  salon_id: number;
  message: string;
  starts_on: DateText;
  ends_on: DateText;
}
export interface SalonClosureBackupTable {
  closure_id: number;
  salon_id: number;
}
export interface SalonSlotTable {
  id: number;
  salon_id: number;
  minute_of_day: number;
  hour_text: string;
  hour_group: string;
}
export interface ServiceCategoryTable {
  id: number;
  title: string;
  sort_order: number;
  bg_color: string;
  text_color: string;
}
export interface Banner {
  type: 'image' | 'video';
  link: string;
}
export interface ServiceGroupTable {
  id: number;
  category_id: number;
  title: string;
  title_content: Generated<string>;
  tags: Json<string[]>;
  banners: Json<Banner[]>;
  sort_order: Generated<number>;
}
export interface ComboItem {
  id: number;
  name: string;
  type: number;
  skillId: number;
}
export interface ServiceTable {
  id: number;
  group_id: number;
  name: string;
  subtitle: Generated<string>;
  version_name: string | null;
  price: number;
  old_price: number | null;
  time_serve: number;
  images: Json<string[]>;
  tags: Json<string[]>;
  has_detail: Generated<boolean>;
  parent_service_id: number | null;
  is_default_service: Generated<boolean>;
  combo_detail: Json<ComboItem[]>;
  service_delivery_type: Generated<number>;
  needs_skinner: Generated<boolean>;
  is_sold: Generated<boolean>;
  sort_order: Generated<number>;
}
export interface ServiceUpsaleTable {
  service_id: number;
  upsale_service_id: number;
}
export interface SalonServiceTable {
  salon_id: number;
  service_id: number;
}
export interface RatingInfo {
  Name: string;
  Star: number;
  TotalCustomerRating: number;
  TotalCustomer: number;
}
export interface StaffTable {
  id: number;
  kind: 'stylist' | 'skinner';
  name: string;
  avatar: string | null;
  home_salon_id: number;
  skill_level: Generated<number>;
  is_master: Generated<boolean>;
  experience: string | null;
  total_customer: Generated<number>;
  rating_star: ColumnType<string, number | string | undefined, number | string>;
  rating_info: Json<RatingInfo[]>;
  favorite_images: Json<string[]>;
  description: Generated<string>;
  is_active: Generated<boolean>;
}
export interface StaffShiftTable {
  staff_id: number;
  work_date: DateText;
  salon_id: number;
  start_minute: number;
  end_minute: number;
}
/** Migration 012: who receives customers at a salon (not staff: they take no slots). */
export interface ReceptionistTable {
  id: number;
  name: string;
  avatar: string | null;
  home_salon_id: number;
  is_active: Generated<boolean>;
}
export interface ReceptionShiftTable {
  receptionist_id: number;
  work_date: DateText;
  salon_id: number;
}
export interface CustomerTable {
  id: Generated<number>;
  phone: string;
  name: string | null;
  member_type: number | null;
  password_hash: string | null;
  agree_protect_personal_info: Generated<boolean>;
  account_balance: Generated<number>;
  created_at: Generated<Timestamp>;
  /** Set at the first login (migration 005-auth-otp); isRegistered. */
  registered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Profile fields of migration 130 (PUT /api/v1/app-customer/customer). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
}
// The statuses and their rules live in packages/domain/src/booking/booking-state.ts.
export type { BookingStatus };
export interface BookingTable {
  id: Generated<number>;
  salon_id: number;
  customer_id: number;
  date_book: DateText;
  status: BookingStatus;
  hold_expires_at: Timestamp | null;
  note: Generated<string>;
  receive_advice: Generated<boolean>;
  little_advice: Generated<boolean>;
  accept_make_photo: Generated<boolean>;
  number_persons: Generated<number>;
  source: string | null;
  channel: Generated<number>;
  utm_source: string | null;
  params: Json<Record<string, string>>;
  is_master: Generated<boolean>;
  total_money: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** Choices of the create call with no column of their own (migration 004). */
  extras: ColumnType<Record<string, unknown>, string | Record<string, unknown> | undefined, string>;
  /** Where and when an unconfirmed (OTP) booking was asked for (migration 009; null otherwise). */
  origin_ip: string | null;
  origin_at: Timestamp | null;
  /** Paid from the customer's balance at the salon (migration 140; null otherwise). */
  balance_paid: number | null;
  balance_paid_at: Timestamp | null;
  /** Booking at home (migration 160): the address served, its distance and the one-way travel. */
  is_book_at_home: Generated<boolean>;
  home_address: string | null;
  home_latitude: number | null;
  home_longitude: number | null;
  home_place_id: string | null;
  home_attr_id: number | null;
  home_distance_km: number | null;
  travel_minutes: number | null;
}
export interface BookedService {
  serviceId: number;
  name: string;
  price: number;
}
export interface BookingPersonTable {
  id: Generated<number>;
  booking_id: number;
  person_index: number;
  stylist_id: number;
  skinner_id: number | null;
  book_hour_id: number;
  sub_hour_id: number | null;
  second_sub_hour_id: number | null;
  services: Json<BookedService[]>;
  total_money: number;
}
export interface StaffSlotClaimTable {
  staff_id: number;
  work_date: DateText;
  slot_id: number;
  booking_person_id: number;
}

export interface TrackingEventTable {
  id: Generated<number>;
  received_at: Timestamp;
  page_id: string | null;
  screen_id: string | null;
  event_id: string;
  token_key: string | null;
  source: string | null;
  utm_source: string | null;
  data: Json<Record<string, unknown>>;
}
export interface TrackingCustomerLocationTable {
  id: Generated<number>;
  received_at: Timestamp;
  customer_phone: string;
  longitude: number;
  latitude: number;
}
export interface TrackingErrorLogTable {
  id: Generated<number>;
  message: string;
  /** md5(message), generated by the database; the unique key that suppresses duplicates. */
  message_hash: ColumnType<string, never, never>;
  data: Json<Record<string, unknown>>;
  occurrences: Generated<number>;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

// Service rules (migration 003-services).
export interface ServiceSpecialDayRuleTable {
  service_id: number;
  /** ISO dates 'YYYY-MM-DD'. */
  dates: Json<string[]>;
  special_price: number | null;
  stylist_price: number | null;
  special_stylist_price: number | null;
  stylist_level_id: number | null;
}
export type NextStepRuleType = 'equals' | 'regex' | 'other';
export interface ServiceNextStepRuleTable {
  id: number;
  rule_type: NextStepRuleType;
  service_selected: Generated<string>;
  list_service: Json<number[]>;
  title: string;
  image: string | null;
  sort_order: Generated<number>;
}
export interface GuideListItem {
  /** A regular expression tested on the chosen-service id string ('1011,4011'). */
  regex: string;
  message: string;
}
export interface GuideScreenTable {
  id: number;
  salon_id: number | null;
  step: number;
  guide: Generated<string>;
  guide_list: Json<GuideListItem[]>;
}

/** Migration 011: a tier's percentage off for a service, a group or (both null) every service. */
export interface MemberPriceTable {
  id: Generated<number>;
  member_type: number;
  service_id: number | null;
  group_id: number | null;
  percent: number;
}

export interface CustomerSavedAddressTable {
  customer_phone: string;
  /** Unique across customers since migration 150 (a sequence from 1000). */
  attr_id: Generated<number>;
  attr_name: string;
  latitude: number;
  longitude: number;
  detail: Generated<string>;
  place_id: string | null;
  address: Generated<string>;
  old_address: string | null;
  province_code: string | null;
  ward_code: string | null;
  created_at: Generated<Date>;
}
export interface SpecialHours {
  today: string[];
  normal: string[];
  weekend: string[];
}
export interface BookingPrivacyRuleTable {
  member_type: number;
  allow_book_stylist: Generated<boolean>;
  allow_multiple: Generated<boolean>;
  days_book_future: Generated<number>;
  max_days_book_future: Generated<number>;
  special_hours: ColumnType<SpecialHours, string | undefined, string>;
}

// Home content (migration 007-home).
export interface HomeDocumentTable {
  name: string;
  body: Json<unknown>;
  updated_at: Timestamp;
}
export interface BlogPostTable {
  id: number;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  content: Generated<string>;
  featured_image: string;
  category_ids: ColumnType<number[], number[] | undefined, number[]>;
  published_at: Timestamp;
}
export interface ProductGroupTable {
  id: number;
  name: string;
}
export interface ProductTable {
  id: number;
  group_id: number;
  name: string;
  slug: string;
  image: string;
  price: number;
  listed_price: number | null;
  sort_order: Generated<number>;
}
export interface StyleMasterPhotoTable {
  id: number;
  staff_id: number;
  image: string;
  month: DateText;
  total_like: Generated<number>;
  /** Migration 180: votes, one per customer (style_master_vote). */
  total_vote: Generated<number>;
}
export interface PersonalDataConsentTable {
  id: Generated<number>;
  phone: string;
  brand_name: string;
  customer_id: number | null;
  agreed_at: Timestamp;
}

// Login and the OTP service (migration 005-auth-otp).
export interface OtpCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: 'login' | 'booking';
  ref: Generated<string>;
  method: OtpMethod;
  code_hash: string;
  client_ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  wrong_tries: Generated<number>;
  consumed_at: Timestamp | null;
}
export interface OtpOutboxTable {
  id: Generated<number>;
  phone: string;
  code: string;
  method: string;
  text: string;
  created_at: Timestamp;
}
export interface AuthSessionTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}
export interface LoginFailureTable {
  id: Generated<number>;
  phone: string;
  client_ip: string;
  created_at: Timestamp;
}
export interface CaptchaSpentTable {
  challenge_id: string;
  expires_at: Timestamp;
}
// Migration 2026-11-24-102-rate-limits (decision 0102).
export interface RateLimitTable {
  key: string;
  reset_at: Timestamp;
  n: number;
}
export interface OtpWrongTryTable {
  id: Generated<number>;
  code_id: number;
  phone: string;
  client_ip: string;
  created_at: Timestamp;
}

// Promotions (migration 008-campaigns).
export interface CampaignTable {
  id: number;
  name: string;
  image_url: Generated<string>;
  condition_text: Generated<string>;
  scope: 'public' | 'voucher';
  claim_kind: Generated<'none' | 'one-phone' | 'reward'>;
  start_date: DateText;
  end_date: DateText;
  payment_method: Generated<string>;
  effect_kind: 'price' | 'percent';
  effect_value: number;
  all_salons: Generated<boolean>;
  remaining_usage: number | null;
  claim_stock: number | null;
  once_per_phone: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}
export interface CampaignSalonTable {
  campaign_id: number;
  salon_id: number;
}
export interface CampaignServiceTable {
  campaign_id: number;
  service_id: number;
  role: 'condition' | 'apply';
}
export interface VoucherTable {
  id: Generated<number>;
  campaign_id: number;
  customer_id: number;
  total_usage: number;
  remaining_usage: number;
  source: 'code' | 'one-phone' | 'reward' | 'gift' | 'wheel' | 'lucky-sprint';
  promotion_code: string | null;
  created_at: Timestamp;
}
export interface PromotionCodeTable {
  code: string;
  campaign_id: number;
  uses_per_voucher: Generated<number>;
  remaining_claims: number | null;
}
export interface CampaignRedemptionTable {
  id: Generated<number>;
  booking_id: number;
  person_index: number;
  campaign_id: number;
  voucher_id: number | null;
  customer_id: number;
  once_per_phone: Generated<boolean>;
  created_at: Timestamp;
  released_at: Timestamp | null;
  /** When the use was taken: at confirmation (null while the booking waits for its OTP; migration 009). */
  taken_at: Timestamp | null;
}

/** A top-up through a payment provider (migration 140). */
export interface PaymentTopupTable {
  id: Generated<number>;
  txn_ref: string;
  customer_id: number;
  amount: number;
  provider: string;
  status: Generated<'pending' | 'paid' | 'failed'>;
  provider_txn_no: string | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}
/** Every movement of a customer's balance; account_balance moves with it (migration 140). */
export interface BalanceLedgerTable {
  id: Generated<number>;
  customer_id: number;
  amount: number;
  kind: 'opening' | 'topup' | 'booking' | 'refund' | 'change-refund';
  topup_id: number | null;
  booking_id: number | null;
  balance_after: number;
  created_at: Timestamp;
}
export interface Database extends SocialTables, WheelTables {
  province: ProvinceTable;
  district: DistrictTable;
  salon: SalonTable;
  salon_closure: SalonClosureTable;
  salon_closure_backup: SalonClosureBackupTable;
  salon_slot: SalonSlotTable;
  service_category: ServiceCategoryTable;
  service_group: ServiceGroupTable;
  service: ServiceTable;
  service_upsale: ServiceUpsaleTable;
  salon_service: SalonServiceTable;
  staff: StaffTable;
  staff_shift: StaffShiftTable;
  receptionist: ReceptionistTable;
  reception_shift: ReceptionShiftTable;
  customer: CustomerTable;
  booking: BookingTable;
  booking_person: BookingPersonTable;
  staff_slot_claim: StaffSlotClaimTable;
  service_special_day_rule: ServiceSpecialDayRuleTable;
  service_next_step_rule: ServiceNextStepRuleTable;
  guide_screen: GuideScreenTable;
  member_price: MemberPriceTable;
  tracking_event: TrackingEventTable;
  tracking_customer_location: TrackingCustomerLocationTable;
  tracking_error_log: TrackingErrorLogTable;
  customer_saved_address: CustomerSavedAddressTable;
  booking_privacy_rule: BookingPrivacyRuleTable;
  home_document: HomeDocumentTable;
  blog_post: BlogPostTable;
  product_group: ProductGroupTable;
  product: ProductTable;
  style_master_photo: StyleMasterPhotoTable;
  personal_data_consent: PersonalDataConsentTable;
  otp_code: OtpCodeTable;
  otp_outbox: OtpOutboxTable;
  auth_session: AuthSessionTable;
  login_failure: LoginFailureTable;
  captcha_spent: CaptchaSpentTable;
  rate_limit: RateLimitTable;
  otp_wrong_try: OtpWrongTryTable;
  campaign: CampaignTable;
  campaign_salon: CampaignSalonTable;
  campaign_service: CampaignServiceTable;
  voucher: VoucherTable;
  promotion_code: PromotionCodeTable;
  campaign_redemption: CampaignRedemptionTable;
  payment_topup: PaymentTopupTable;
  balance_ledger: BalanceLedgerTable;
  visit: VisitTable;
  visit_rating: VisitRatingTable;
  waitlist_entry: WaitlistEntryTable;
  waitlist_offer: WaitlistOfferTable;
  waitlist_freed: WaitlistFreedTable;
  waitlist_message: WaitlistMessageTable;
  scheduled_jobs: ScheduledJobsTable;
  booking_reminder_setting: BookingReminderSettingTable;
  reminder_delivery: ReminderDeliveryTable;
}
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
