import { type Kysely, sql } from 'kysely';
import { runScript } from '../migrate.ts';

// Promotions: campaigns, their salons and services, vouchers owned by customers,
// promotion codes that hand out vouchers, and the redemptions made by bookings (decision 0071).
// Usage limits are check constraints, so a decrement below zero fails instead of overselling.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table campaign (
      id integer primary key,
      name text not null,
      image_url text not null default '',
      -- The condition shown to the customer, as text.
      condition_text text not null default '',
      -- public: the product's promotions (the salon list); voucher: usable only through a voucher.
      scope text not null check (scope in ('public', 'voucher')),
      -- How a phone can get a voucher of it without a code.
      claim_kind text not null default 'none' check (claim_kind in ('none', 'one-phone', 'reward')),
      start_date date not null,
      end_date date not null,
      payment_method text not null default '',
      effect_kind text not null check (effect_kind in ('price', 'percent')),
      effect_value integer not null check (effect_value >= 0),
      all_salons boolean not null default true,
      -- Uses left for a public campaign (null: unlimited); vouchers carry their own count.
      remaining_usage integer check (remaining_usage >= 0),
      -- Rewards still to hand out (claim_kind 'reward'; null: unlimited).
      claim_stock integer check (claim_stock >= 0),
      -- A public campaign each phone may use only once.
      once_per_phone boolean not null default false,
      is_active boolean not null default true,
      sort_order integer not null default 0,
      check (start_date <= end_date),
      check (effect_kind <> 'percent' or effect_value between 1 and 100)
    );
    create table campaign_salon (
      campaign_id integer not null references campaign(id) on delete cascade,
      salon_id integer not null references salon(id),
      primary key (campaign_id, salon_id)
    );
    -- condition: a service that makes the campaign usable; apply: a service it reprices.
    create table campaign_service (
      campaign_id integer not null references campaign(id) on delete cascade,
      service_id integer not null references service(id),
      role text not null check (role in ('condition', 'apply')),
      primary key (campaign_id, service_id, role)
    );
    create table voucher (
      id serial primary key,
      campaign_id integer not null references campaign(id),
      customer_id integer not null references customer(id),
      total_usage integer not null check (total_usage > 0),
      remaining_usage integer not null check (remaining_usage >= 0 and remaining_usage <= total_usage),
      source text not null check (source in ('code', 'one-phone', 'reward', 'gift')),
      promotion_code text,
      created_at timestamptz not null default now()
    );
    create index voucher_customer_idx on voucher(customer_id, campaign_id);
    -- One voucher a phone from one code, and from one one-per-phone or reward campaign.
    create unique index voucher_code_customer_uq on voucher(promotion_code, customer_id) where promotion_code is not null;
    create unique index voucher_claim_customer_uq on voucher(campaign_id, customer_id) where source in ('one-phone', 'reward');
    create table promotion_code (
      code text primary key check (code = upper(code) and char_length(code) between 3 and 32),
      campaign_id integer not null references campaign(id),
      uses_per_voucher integer not null default 1 check (uses_per_voucher > 0),
      -- Vouchers still to hand out with this code (null: unlimited).
      remaining_claims integer check (remaining_claims >= 0)
    );
    create table campaign_redemption (
      id serial primary key,
      booking_id integer not null references booking(id) on delete cascade,
      person_index smallint not null,
      campaign_id integer not null references campaign(id),
      voucher_id integer references voucher(id),
      customer_id integer not null references customer(id),
      once_per_phone boolean not null default false,
      created_at timestamptz not null,
      released_at timestamptz,
      unique (booking_id, person_index, campaign_id)
    );
    create index campaign_redemption_voucher_idx on campaign_redemption(voucher_id);
    -- A once-per-phone campaign has at most one live redemption a customer.
    create unique index campaign_redemption_once_uq on campaign_redemption(campaign_id, customer_id)
      where once_per_phone and released_at is null;
  `,
  );
  // A cancelled or expired booking gives its uses back, whichever code path changed its status.
  // (Run whole: the function body holds semicolons that runScript would split on.)
  await sql
    .raw(`
    create function release_campaign_redemptions() returns trigger language plpgsql as $$
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
  await sql
    .raw(`
    create trigger booking_release_campaigns after update of status on booking for each row
    when (new.status in ('cancelled', 'expired') and old.status is distinct from new.status)
    execute function release_campaign_redemptions()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop trigger booking_release_campaigns on booking;
    drop function release_campaign_redemptions();
    drop table campaign_redemption; drop table promotion_code; drop table voucher;
    drop table campaign_service; drop table campaign_salon; drop table campaign;
  `,
  );
}
