import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Booking creation: the request's extra choices, and a fast way to find expired OTP holds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- Choices of the create call with no column of their own (utilityService, advice, campaign, ...).
    alter table booking add column extras jsonb not null default '{}';
    -- The hold sweep looks only at unconfirmed bookings.
    create index booking_pending_hold_idx on booking (hold_expires_at) where status = 'pending_otp';
    -- Upcoming bookings of a customer (the "already booked" rule) and of a salon day.
    create index booking_salon_day_idx on booking (salon_id, date_book);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index booking_salon_day_idx;
    drop index booking_pending_hold_idx;
    alter table booking drop column extras;
  `,
  );
}
