import type { Db } from '../../db/connect.ts';

// SQL of the discover feed: posts newest first, one post, and the posts a customer liked.

function posts(db: Db) {
  return db
    .selectFrom('discover_post as d')
    .select([
      'd.id',
      'd.title',
      'd.title_en',
      'd.summary',
      'd.summary_en',
      'd.image',
      'd.tag',
      'd.tag_en',
      'd.published_at',
      'd.total_like',
    ]);
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof posts>['executeTakeFirstOrThrow']>>;

export async function feed(db: Db, now: Date, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    posts(db)
      .where('d.published_at', '<=', now)
      .orderBy('d.published_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('discover_post')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('published_at', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function post(db: Db, id: number, now: Date) {
  return posts(db)
    .select(['d.body', 'd.body_en'])
    .where('d.id', '=', id)
    .where('d.published_at', '<=', now)
    .executeTakeFirst();
}

export async function likedBy(db: Db, customerId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    posts(db)
      .innerJoin('discover_like as l', 'l.post_id', 'd.id')
      .where('l.customer_id', '=', customerId)
      .orderBy('l.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('discover_like')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
