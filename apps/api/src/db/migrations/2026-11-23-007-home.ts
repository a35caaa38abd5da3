import type { Kysely } from 'kysely';
import { runScript } from '../migrate.ts';

// Home page content: the configuration documents the web fetches as JSON, blog posts, shop products,
// style-master photos and the personal-data consent log. Everything the home page shows is data here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    -- One row a served JSON document (homepage-banner, homepage-config, dynamic-layout, ...).
    create table home_document (
      name text primary key check (name ~ '^[a-z0-9-]{1,60}$'),
      body jsonb not null check (jsonb_typeof(body) in ('object', 'array')),
      updated_at timestamptz not null default now()
    );

    create table blog_post (
      id integer primary key,
      slug text not null unique check (slug ~ '^[a-z0-9-]{1,120}$'),
      title text not null check (char_length(title) between 1 and 200),
      excerpt text not null default '',
      content text not null default '',
      featured_image text not null,
      category_ids integer[] not null default '{}',
      published_at timestamptz not null
    );
    create index blog_post_published_idx on blog_post(published_at desc);

    create table product_group (
      id integer primary key,
      name text not null
    );
    create table product (
      id integer primary key,
      group_id integer not null references product_group(id),
      name text not null,
      slug text not null unique check (slug ~ '^[a-z0-9-]{1,120}$'),
      image text not null,
      price integer not null check (price >= 0),
      listed_price integer check (listed_price >= 0),
      sort_order integer not null default 0
    );
    create index product_group_idx on product(group_id, sort_order);

    -- A style master's photo of the month and its likes.
    create table style_master_photo (
      id integer primary key,
      staff_id integer not null references staff(id),
      image text not null,
      month date not null check (extract(day from month) = 1),
      total_like integer not null default 0 check (total_like >= 0)
    );
    create index style_master_photo_month_idx on style_master_photo(month, total_like desc);

    -- Consent to personal-data processing (Decree 13/2023), one row a time it is given.
    create table personal_data_consent (
      id bigserial primary key,
      phone text not null check (phone ~ '^\\+84[1-9][0-9]{8}$'),
      brand_name text not null check (char_length(brand_name) between 1 and 40),
      customer_id integer references customer(id),
      agreed_at timestamptz not null default now()
    );
    create index personal_data_consent_phone_idx on personal_data_consent(phone);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table personal_data_consent; drop table style_master_photo; drop table product;
    drop table product_group; drop table blog_post; drop table home_document;
  `,
  );
}
