import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Issue 20 (decision 0126): style-master likes and votes, the discover feed and its likes, campaign
// courses (N visits of some services → a reward) and staff challenges. A like or vote is a row keyed by
// (item, customer): the primary key is what makes a double or concurrent like count once, and the
// item's counter moves in the same transaction as the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table style_master_photo add column total_vote integer not null default 0 check (total_vote >= 0);

    create table style_master_like (
      photo_id integer not null references style_master_photo(id),
      customer_id integer not null references customer(id),
      created_at timestamptz not null default now(),
      primary key (photo_id, customer_id)
    );
    create index style_master_like_customer_idx on style_master_like(customer_id, created_at desc);

    create table style_master_vote (
      photo_id integer not null references style_master_photo(id),
      customer_id integer not null references customer(id),
      created_at timestamptz not null default now(),
      primary key (photo_id, customer_id)
    );
    create index style_master_vote_customer_idx on style_master_vote(customer_id, created_at desc);

    create table discover_post (
      id serial primary key,
      title text not null,
      title_en text not null,
      summary text not null,
      summary_en text not null,
      body text not null,
      body_en text not null,
      image text not null check (image ~ '^/images/'),
      tag text not null default '',
      published_at timestamptz not null,
      total_like integer not null default 0 check (total_like >= 0)
    );
    create index discover_post_published_idx on discover_post(published_at desc, id desc);

    create table discover_like (
      post_id integer not null references discover_post(id),
      customer_id integer not null references customer(id),
      created_at timestamptz not null default now(),
      primary key (post_id, customer_id)
    );
    create index discover_like_customer_idx on discover_like(customer_id, created_at desc);

    -- A course: every visits_required visits with one of service_ids, the next one is the reward.
    create table campaign_course (
      id serial primary key,
      name text not null,
      name_en text not null,
      reward text not null,
      reward_en text not null,
      service_ids jsonb not null check (jsonb_typeof(service_ids) = 'array'),
      visits_required integer not null check (visits_required between 1 and 50),
      starts_on date not null,
      ends_on date,
      image text not null check (image ~ '^/images/'),
      is_active boolean not null default true
    );

    -- A challenge among stylists over a period; standings are counted from visits and ratings.
    create table staff_challenge (
      id serial primary key,
      title text not null,
      title_en text not null,
      reward text not null,
      reward_en text not null,
      metric text not null check (metric in ('five_star_ratings', 'visits')),
      target integer not null check (target > 0),
      starts_on date not null,
      ends_on date not null check (ends_on >= starts_on)
    );
    create index visit_stylist_idx on visit(stylist_id, visited_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index visit_stylist_idx;
    drop table staff_challenge;
    drop table campaign_course;
    drop table discover_like;
    drop table discover_post;
    drop table style_master_vote;
    drop table style_master_like;
    alter table style_master_photo drop column total_vote;
    `,
  );
}
