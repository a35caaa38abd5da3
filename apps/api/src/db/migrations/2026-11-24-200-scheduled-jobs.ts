import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Scheduled work lives in the database (issue 22): reminders, waitlist offer lapses, hold expiries.
// A job is claimed with FOR UPDATE SKIP LOCKED under a lease (locked_until), so two server processes
// never run it at once and a killed worker's job is taken again once its lease runs out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table scheduled_jobs (
      id bigserial primary key,
      kind text not null,
      dedupe_key text,
      run_at timestamptz not null,
      payload jsonb not null default '{}'::jsonb,
      attempts integer not null default 0,
      max_attempts integer not null default 5,
      next_attempt_at timestamptz not null,
      last_error text,
      locked_until timestamptz,
      claimed_by text,
      done_at timestamptz,
      failed_at timestamptz,
      created_at timestamptz not null default now()
    );
    -- One open job per key; a done or failed one no longer blocks a new one with the same key.
    create unique index scheduled_jobs_open_key_idx on scheduled_jobs(dedupe_key)
      where done_at is null and failed_at is null;
    create index scheduled_jobs_due_idx on scheduled_jobs(next_attempt_at)
      where done_at is null and failed_at is null;
    create index scheduled_jobs_key_idx on scheduled_jobs(dedupe_key text_pattern_ops)
    `,
  );
}
