import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Reminders (issue 22). Whatever path confirms, moves or cancels a booking, a trigger queues one
// 'reminders.sync' job for it (due at once: run_at at the epoch, whatever the clock), which plans or
// removes its reminder jobs by the configured lead times. booking_reminder_setting holds the
// customer's switch; reminder_delivery logs each reminder handed to a channel, once per job.
// The upsert takes the open sync job's row lock: a worker running that sync meanwhile either finishes
// first (then a new sync job is added) or waits for this change to commit and reads it.
// (runScript splits statements at a semicolon ending a line: the function body keeps its own inline.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table booking_reminder_setting (
      booking_id integer primary key references booking(id) on delete cascade,
      enabled boolean not null,
      updated_at timestamptz not null default now()
    );
    create table reminder_delivery (
      id bigserial primary key,
      job_id bigint not null unique,
      booking_id integer not null references booking(id) on delete cascade,
      phone text not null,
      channel text not null,
      text text not null,
      sent_at timestamptz not null
    );
    create index reminder_delivery_phone_idx on reminder_delivery(phone, id);
    create function reminders_sync_enqueue() returns trigger language plpgsql as $fn$
    begin
      insert into scheduled_jobs (kind, dedupe_key, run_at, next_attempt_at, payload)
      values ('reminders.sync', 'reminders-sync:' || new.id, 'epoch', 'epoch',
        jsonb_build_object('bookingId', new.id))
      on conflict (dedupe_key) where done_at is null and failed_at is null
      do update set run_at = excluded.run_at; return null; end
    $fn$;
    create trigger booking_reminders_on_insert after insert on booking
      for each row when (new.status = 'confirmed') execute function reminders_sync_enqueue();
    create trigger booking_reminders_on_update after update on booking
      for each row when ((old.status = 'confirmed' or new.status = 'confirmed') and (
        old.status is distinct from new.status or old.date_book is distinct from new.date_book
        or old.updated_at is distinct from new.updated_at))
      execute function reminders_sync_enqueue()
    `,
  );
}
