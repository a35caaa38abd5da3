import { type Kysely, sql } from 'kysely';
import { runScript } from '../migrate.ts';

// Decision 0101: holds cost an attacker more than a victim.
// - booking.origin_ip / origin_at: where and when an unconfirmed (OTP) booking was asked for, so the
//   create path can count recent holds per address and ask for a captcha after the first.
// - campaign_redemption.taken_at: a promotion chosen by a pending booking is only noted (taken_at
//   null); its use is taken when the booking is confirmed. Only taken uses count as "used once by
//   this phone" and only taken uses are given back when a booking is cancelled or expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table booking add column origin_ip text;
    alter table booking add column origin_at timestamptz;
    create index booking_origin_ip_idx on booking(origin_ip, origin_at) where origin_ip is not null;
    alter table campaign_redemption add column taken_at timestamptz;
    update campaign_redemption set taken_at = created_at;
    drop index campaign_redemption_once_uq;
    create unique index campaign_redemption_once_uq on campaign_redemption(campaign_id, customer_id)
      where once_per_phone and released_at is null and taken_at is not null;
  `,
  );
  await sql
    .raw(`
    create or replace function release_campaign_redemptions() returns trigger language plpgsql as $$
    begin
      with released as (
        update campaign_redemption set released_at = now()
        where booking_id = new.id and released_at is null
        returning campaign_id, voucher_id, taken_at
      ), by_voucher as (
        update voucher v set remaining_usage = v.remaining_usage + r.n
        from (select voucher_id, count(*)::int as n from released
              where voucher_id is not null and taken_at is not null group by voucher_id) r
        where v.id = r.voucher_id
      )
      update campaign c set remaining_usage = c.remaining_usage + r.n
      from (select campaign_id, count(*)::int as n from released
            where voucher_id is null and taken_at is not null group by campaign_id) r
      where c.id = r.campaign_id and c.remaining_usage is not null;
      return new;
    end;
    $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create or replace function release_campaign_redemptions() returns trigger language plpgsql as $$
    begin
      with released as (
        update campaign_redemption set released_at = now()
        where booking_id = new.id and released_at is null
        returning campaign_id, voucher_id
      ), by_voucher as (
        update voucher v set remaining_usage = v.remaining_usage + r.n
        from (select voucher_id, count(*)::int as n from released where voucher_id is not null group by voucher_id) r
        where v.id = r.voucher_id
      )
      update campaign c set remaining_usage = c.remaining_usage + r.n
      from (select campaign_id, count(*)::int as n from released where voucher_id is null group by campaign_id) r
      where c.id = r.campaign_id and c.remaining_usage is not null;
      return new;
    end;
    $$`)
    .execute(db);
  await runScript(
    db,
    `
    delete from campaign_redemption where taken_at is null;
    drop index campaign_redemption_once_uq;
    create unique index campaign_redemption_once_uq on campaign_redemption(campaign_id, customer_id)
      where once_per_phone and released_at is null;
    alter table campaign_redemption drop column taken_at;
    drop index booking_origin_ip_idx;
    alter table booking drop column origin_at;
    alter table booking drop column origin_ip;
  `,
  );
}
