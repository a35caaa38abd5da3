import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
export interface CustomerTable {
  id: Generated<number>;
  phone: string;
  name: string | null;
  member_type: number | null;
  password_hash: string | null;
  agree_protect_personal_info: Generated<boolean>;
  account_balance: Generated<number>;
  created_at: Generated<Timestamp>;
}
export type BookingStatus = 'pending_otp' | 'confirmed' | 'cancelled' | 'expired';
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

export interface Database {
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
  customer: CustomerTable;
  booking: BookingTable;
  booking_person: BookingPersonTable;
  staff_slot_claim: StaffSlotClaimTable;
}
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
