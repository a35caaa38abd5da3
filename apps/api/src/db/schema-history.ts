import type { ColumnType, Generated } from 'kysely';

// Tables of migration 130 (visit history and ratings, issue 19), kept apart from schema.ts.

type Json<T> = ColumnType<T, string | T, string | T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VisitService {
  serviceId: number;
  name: string;
  price: number;
}
export interface VisitPromotion {
  name: string;
  amount: number;
}
export interface VisitTable {
  id: Generated<number>;
  customer_id: number;
  booking_id: number | null;
  salon_id: number;
  stylist_id: number;
  visited_at: Timestamp;
  services: Json<VisitService[]>;
  money_paid: number;
  promotions: Json<VisitPromotion[]>;
  images: Json<string[]>;
  image_stars: number | null;
  image_reported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface VisitRatingTable {
  visit_id: number;
  customer_id: number;
  stylist_id: number;
  stars: number;
  comment: Generated<string>;
  tags: Json<string[]>;
  created_at: Generated<Date>;
}
