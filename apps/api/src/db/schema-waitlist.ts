import type { ColumnType, Generated } from 'kysely';

// Tables of the waitlist (migration 210, decision 0128).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;
type DateText = ColumnType<string, string, string>;

export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'left' | 'lapsed';

export interface WaitlistEntryTable {
  id: Generated<number>;
  customer_id: number;
  salon_id: number;
  date_book: DateText;
  /** null: any hour of the day. */
  slot_id: number | null;
  /** null: any stylist. */
  stylist_id: number | null;
  service_ids: Json<number[]>;
  status: Generated<WaitlistStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WaitlistOfferTable {
  id: Generated<number>;
  entry_id: number;
  booking_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface WaitlistFreedTable {
  id: Generated<number>;
  salon_id: number;
  work_date: DateText;
  slot_id: number;
  staff_id: number;
}

export interface WaitlistMessageTable {
  id: Generated<number>;
  offer_id: number;
  phone: string;
  text: string;
  sent_at: Timestamp;
}
