import { type Kysely, sql } from 'kysely';
import { runScript } from '../migrate.ts';

// Issue 20: the lucky wheel, lucky points and lucky-sprint vouchers (decision in docs/decisions,
// "lucky wheel"). Balances are columns with CHECK >= 0 that move only with a ledger row; gifts' stock
// has CHECK >= 0 and is taken with `where stock > 0`. Quests grant spins from triggers on the tables
// that record a visit, a rating and a top-up, once per (customer, quest, source row).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table lucky_wheel (
      id integer primary key,
      name text not null,
      name_en text not null,
      description text not null default '',
      description_en text not null default '',
      is_active boolean not null default true,
      sort_order integer not null default 0
    );
    -- A slot of a wheel: a voucher of a campaign, lucky points, extra spins, or no prize.
    create table lucky_gift (
      id integer primary key,
      wheel_id integer not null references lucky_wheel(id),
      position smallint not null check (position >= 0),
      kind text not null check (kind in ('voucher', 'points', 'spins', 'none')),
      name text not null,
      name_en text not null,
      campaign_id integer references campaign(id),
      amount integer not null default 0 check (amount >= 0),
      weight integer not null check (weight >= 0),
      -- Gifts left (null: unlimited).
      stock integer check (stock >= 0),
      color text not null,
      unique (wheel_id, position),
      check ((kind = 'voucher') = (campaign_id is not null)),
      check (kind not in ('points', 'spins') or amount > 0)
    );
    -- Spins owned and lucky points of a customer.
    create table lucky_account (
      customer_id integer primary key references customer(id),
      spins integer not null default 0 check (spins >= 0),
      points integer not null default 0 check (points >= 0)
    );
    create table lucky_spin_ledger (
      id serial primary key,
      customer_id integer not null references customer(id),
      amount integer not null check (amount <> 0),
      kind text not null check (kind in ('opening', 'quest', 'exchange', 'spin', 'gift')),
      spins_after integer not null check (spins_after >= 0),
      created_at timestamptz not null default now()
    );
    create index lucky_spin_ledger_customer_idx on lucky_spin_ledger(customer_id, id);
    create table lucky_point_ledger (
      id serial primary key,
      customer_id integer not null references customer(id),
      amount integer not null check (amount <> 0),
      kind text not null check (kind in ('opening', 'gift', 'exchange', 'sprint')),
      points_after integer not null check (points_after >= 0),
      note text not null default '',
      created_at timestamptz not null default now()
    );
    create index lucky_point_ledger_customer_idx on lucky_point_ledger(customer_id, id);
    create table lucky_received_gift (
      id serial primary key,
      customer_id integer not null references customer(id),
      wheel_id integer not null references lucky_wheel(id),
      gift_id integer not null references lucky_gift(id),
      voucher_id integer unique references voucher(id),
      created_at timestamptz not null default now()
    );
    create index lucky_received_gift_customer_idx on lucky_received_gift(customer_id, id);
    create index lucky_received_gift_recent_idx on lucky_received_gift(id desc);
    create table lucky_quest (
      id integer primary key,
      kind text not null check (kind in ('visit', 'rating', 'topup')),
      name text not null,
      name_en text not null,
      spins integer not null check (spins > 0),
      -- Completions that grant spins per customer (null: every one).
      max_times integer check (max_times > 0),
      is_active boolean not null default true,
      sort_order integer not null default 0
    );
    create table lucky_quest_completion (
      id serial primary key,
      quest_id integer not null references lucky_quest(id),
      customer_id integer not null references customer(id),
      source_id integer not null,
      spins integer not null,
      created_at timestamptz not null default now(),
      unique (customer_id, quest_id, source_id)
    );
    create table lucky_exchange_package (
      id integer primary key,
      name text not null,
      name_en text not null,
      points integer not null check (points > 0),
      spins integer not null check (spins > 0),
      is_active boolean not null default true,
      sort_order integer not null default 0
    );
    -- Lucky sprint: campaign vouchers bought with lucky points.
    create table lucky_sprint_voucher (
      id integer primary key,
      campaign_id integer not null references campaign(id),
      points integer not null check (points > 0),
      stock integer check (stock >= 0),
      uses_per_voucher integer not null default 1 check (uses_per_voucher > 0),
      is_active boolean not null default true,
      sort_order integer not null default 0
    );
    create table lucky_sprint_exchange (
      id serial primary key,
      sprint_voucher_id integer not null references lucky_sprint_voucher(id),
      customer_id integer not null references customer(id),
      voucher_id integer not null unique references voucher(id),
      points integer not null,
      created_at timestamptz not null default now()
    );
    alter table voucher drop constraint voucher_source_check;
    alter table voucher add constraint voucher_source_check
      check (source in ('code', 'one-phone', 'reward', 'gift', 'wheel', 'lucky-sprint'))
    `,
  );
  // (Run whole: the function bodies hold semicolons that runScript would split on.)
  await sql
    .raw(`
    create function lucky_grant_quest(p_customer integer, p_kind text, p_source integer) returns void
    language plpgsql as $$
    declare
      q record;
      done integer;
      after integer;
    begin
      if not exists (select 1 from lucky_quest where kind = p_kind and is_active) then
        return;
      end if;
      -- The customer's account row, locked: their grants queue, so max_times counts hold.
      insert into lucky_account (customer_id) values (p_customer) on conflict (customer_id) do nothing;
      perform 1 from lucky_account where customer_id = p_customer for update;
      for q in select * from lucky_quest where kind = p_kind and is_active order by id loop
        if q.max_times is not null then
          select count(*) into done from lucky_quest_completion
            where customer_id = p_customer and quest_id = q.id;
          continue when done >= q.max_times;
        end if;
        insert into lucky_quest_completion (quest_id, customer_id, source_id, spins)
          values (q.id, p_customer, p_source, q.spins)
          on conflict (customer_id, quest_id, source_id) do nothing;
        continue when not found;
        insert into lucky_account (customer_id, spins) values (p_customer, q.spins)
          on conflict (customer_id) do update set spins = lucky_account.spins + excluded.spins
          returning spins into after;
        insert into lucky_spin_ledger (customer_id, amount, kind, spins_after)
          values (p_customer, q.spins, 'quest', after);
      end loop;
    end;
    $$`)
    .execute(db);
  await sql
    .raw(`
    create function lucky_quest_trigger() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'visit' then
        perform lucky_grant_quest(new.customer_id, 'visit', new.id);
      elsif tg_table_name = 'visit_rating' then
        perform lucky_grant_quest(new.customer_id, 'rating', new.visit_id);
      elsif new.kind = 'topup' then
        perform lucky_grant_quest(new.customer_id, 'topup', new.id);
      end if;
      return new;
    end;
    $$`)
    .execute(db);
  await runScript(
    db,
    `
    create trigger visit_lucky_quest after insert on visit
      for each row execute function lucky_quest_trigger();
    create trigger visit_rating_lucky_quest after insert on visit_rating
      for each row execute function lucky_quest_trigger();
    create trigger balance_ledger_lucky_quest after insert on balance_ledger
      for each row when (new.kind = 'topup') execute function lucky_quest_trigger()
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop trigger balance_ledger_lucky_quest on balance_ledger;
    drop trigger visit_rating_lucky_quest on visit_rating;
    drop trigger visit_lucky_quest on visit;
    drop function lucky_quest_trigger();
    drop function lucky_grant_quest(integer, text, integer);
    drop table lucky_sprint_exchange; drop table lucky_sprint_voucher; drop table lucky_exchange_package;
    drop table lucky_quest_completion; drop table lucky_quest; drop table lucky_received_gift;
    drop table lucky_point_ledger; drop table lucky_spin_ledger; drop table lucky_account;
    drop table lucky_gift; drop table lucky_wheel;
    alter table voucher drop constraint voucher_source_check;
    alter table voucher add constraint voucher_source_check
      check (source in ('code', 'one-phone', 'reward', 'gift'))
    `,
  );
}
