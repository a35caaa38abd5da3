import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Login and the shared OTP service: one-time codes (hashed), the dev outbox, sessions (hashed
// tokens, revocable), failed password logins and spent captcha challenges (no replay).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- One row per code sent; also the send log the hourly limits count.
    create table otp_code (
      id bigserial primary key,
      phone text not null check (phone ~ '^\\+84[1-9][0-9]{8}$'),
      purpose text not null check (purpose in ('login', 'booking')),
      ref text not null default '' check (char_length(ref) <= 64),
      method text not null check (method in ('zalo', 'sms', 'voice')),
      code_hash text not null,
      client_ip text not null check (char_length(client_ip) <= 64),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      wrong_tries integer not null default 0 check (wrong_tries between 0 and 5),
      consumed_at timestamptz
    );
    create index otp_code_phone_idx on otp_code(phone, purpose, created_at desc);
    create index otp_code_ip_idx on otp_code(client_ip, created_at);

    -- Development outbox: what a real SMS or Zalo message would have said.
    create table otp_outbox (
      id bigserial primary key,
      phone text not null,
      code text not null,
      method text not null,
      text text not null,
      created_at timestamptz not null default now()
    );
    create index otp_outbox_phone_idx on otp_outbox(phone, id desc);

    -- A customer who logged in at least once is registered (000 §4: isRegistered).
    alter table customer add column registered_at timestamptz;

    create table auth_session (
      id bigserial primary key,
      customer_id integer not null references customer(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index auth_session_customer_idx on auth_session(customer_id);

    create table login_failure (
      id bigserial primary key,
      phone text not null,
      client_ip text not null,
      created_at timestamptz not null
    );
    create index login_failure_phone_idx on login_failure(phone, created_at);
    create index login_failure_ip_idx on login_failure(client_ip, created_at);

    -- A solved captcha is good once: its challenge id is kept until the challenge expires.
    create table captcha_spent (
      challenge_id text primary key,
      expires_at timestamptz not null
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `drop table captcha_spent; drop table login_failure; drop table auth_session;
    alter table customer drop column registered_at; drop table otp_outbox; drop table otp_code;`,
  );
}
