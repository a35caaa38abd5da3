import type { ColumnType, Generated } from 'kysely';

// Tables of migration 180 (issue 20: style masters, discover feed, campaign courses, staff challenges).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateText = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface ItemLikeTable {
  customer_id: number;
  created_at: Timestamp;
}
export interface StyleMasterLikeTable extends ItemLikeTable {
  photo_id: number;
}
export interface DiscoverLikeTable extends ItemLikeTable {
  post_id: number;
}
export interface DiscoverPostTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  body: string;
  body_en: string;
  image: string;
  tag: Generated<string>;
  /** Migration 181. */
  tag_en: Generated<string>;
  published_at: Timestamp;
  total_like: Generated<number>;
}
export interface CampaignCourseTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  reward: string;
  reward_en: string;
  service_ids: Json<number[]>;
  visits_required: number;
  starts_on: DateText;
  ends_on: DateText | null;
  image: string;
  is_active: Generated<boolean>;
}
export interface StaffChallengeTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  reward: string;
  reward_en: string;
  metric: 'five_star_ratings' | 'visits';
  target: number;
  starts_on: DateText;
  ends_on: DateText;
}
export interface SocialTables {
  style_master_like: StyleMasterLikeTable;
  style_master_vote: StyleMasterLikeTable;
  discover_post: DiscoverPostTable;
  discover_like: DiscoverLikeTable;
  campaign_course: CampaignCourseTable;
  staff_challenge: StaffChallengeTable;
}
