import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Service rules that come from data: special-day and stylist-level prices,
// next-step suggestions, and salon guide texts. The catalogue itself is in booking-core.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- rulesSpecialDay: prices of a service on listed days and/or with a stylist of a given level.
    create table service_special_day_rule (
      service_id integer primary key references service(id),
      dates jsonb not null default '[]' check (jsonb_typeof(dates) = 'array'),
      special_price integer check (special_price >= 0),
      stylist_price integer check (stylist_price >= 0),
      special_stylist_price integer check (special_stylist_price >= 0),
      stylist_level_id smallint check (stylist_level_id between 1 and 5),
      check (special_price is not null or stylist_price is not null or special_stylist_price is not null),
      check ((stylist_price is null and special_stylist_price is null) or stylist_level_id is not null)
    );

    -- rulesNextStep: the suggested-service popup shown when a rule matches the chosen services.
    create table service_next_step_rule (
      id integer primary key,
      rule_type text not null check (rule_type in ('equals', 'regex', 'other')),
      service_selected text not null default '',
      list_service jsonb not null check (jsonb_typeof(list_service) = 'array'),
      title text not null,
      image text,
      sort_order integer not null default 0
    );

    -- guideScreens: texts per step; salon_id null is the chain's default, a salon row overrides it.
    create table guide_screen (
      id integer primary key,
      salon_id integer references salon(id),
      step smallint not null check (step in (1, 2, 5)),
      guide text not null default '',
      guide_list jsonb not null default '[]' check (jsonb_typeof(guide_list) = 'array')
    );
    create unique index guide_screen_salon_step_idx on guide_screen(coalesce(salon_id, 0), step);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table guide_screen; drop table service_next_step_rule; drop table service_special_day_rule;
  `,
  );
}
