import { type Kysely, sql } from 'kysely';

// Giving a booking's promotion uses back lives in one SQL function, give_back_promotion_uses: the
// cancel/expire trigger of migrations 008 and 009 calls it, and so does a change that rewrites the
// booking's persons (modules/booking/change/change-repo.ts), which used to repeat its arithmetic.
// Same rule as 009: only uses taken at confirmation are given back; each redemption once (released_at).
export async function up(db: Kysely<unknown>): Promise<void> {
  // (Run whole: the function bodies hold semicolons that runScript would split on.)
  await sql
    .raw(`
    create function give_back_promotion_uses(p_booking_id integer) returns void language plpgsql as $$
    begin
      with released as (
        update campaign_redemption set released_at = now()
        where booking_id = p_booking_id and released_at is null
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
    end;
    $$`)
    .execute(db);
  await sql
    .raw(`
    create or replace function release_campaign_redemptions() returns trigger language plpgsql as $$
    begin
      perform give_back_promotion_uses(new.id);
      return new;
    end;
    $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Migration 009's trigger body again, then the function goes.
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
  await sql.raw('drop function give_back_promotion_uses(integer)').execute(db);
}
