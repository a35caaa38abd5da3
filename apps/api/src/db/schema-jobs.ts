import type { ColumnType, Generated } from 'kysely';

// Tables of the job queue (migration 200) and the reminders (migration 201).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface ScheduledJobsTable {
  id: Generated<number>;
  kind: string;
  dedupe_key: string | null;
  run_at: Timestamp;
  payload: Json<Record<string, unknown>>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  locked_until: Timestamp | null;
  claimed_by: string | null;
  done_at: Timestamp | null;
  failed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface BookingReminderSettingTable {
  booking_id: number;
  enabled: boolean;
  updated_at: Timestamp;
}

/** One row per reminder handed to a channel: the delivery log, unique per job, and the dev outbox. */
export interface ReminderDeliveryTable {
  id: Generated<number>;
  job_id: number;
  booking_id: number;
  phone: string;
  channel: string;
  text: string;
  sent_at: Timestamp;
}
