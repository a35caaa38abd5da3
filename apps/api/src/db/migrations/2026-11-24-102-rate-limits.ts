import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Decision 0102: per-address counters for phone-only reads (one row per key, reused window after
// window), and wrong OTP tries logged with their address so a stranger's guesses never count
// against the owner's own device.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- Fixed-window counter: key = route family + client address; reset_at ends the current window.
    create table rate_limit (
      key text primary key check (char_length(key) <= 200),
      reset_at timestamptz not null,
      n integer not null
    );
    create index rate_limit_reset_idx on rate_limit(reset_at);

    -- One row per wrong OTP try (or per try in flight): counted per code and address, per phone and
    -- address, per address and per phone. Rows older than an hour count for nothing and are swept.
    -- code_id has no foreign key, so otp_code can still be truncated or swept on its own.
    create table otp_wrong_try (
      id bigserial primary key,
      code_id bigint not null,
      phone text not null,
      client_ip text not null check (char_length(client_ip) <= 64),
      created_at timestamptz not null
    );
    create index otp_wrong_try_code_idx on otp_wrong_try(code_id, client_ip);
    create index otp_wrong_try_phone_idx on otp_wrong_try(phone, created_at);
    create index otp_wrong_try_ip_idx on otp_wrong_try(client_ip, created_at);
    create index otp_wrong_try_time_idx on otp_wrong_try(created_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table otp_wrong_try; drop table rate_limit;');
}
