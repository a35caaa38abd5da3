import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

// SQL of the home content: configuration documents, blog posts, shop products, style masters.

/** The stored JSON text of a document, or undefined when there is none. */
export async function findDocumentJson(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('home_document')
    .select(sql<string>`body::text`.as('json'))
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.json;
}

export interface BlogQuery {
  perPage: number;
  page: number;
  excludeCategories: number[];
  categories: number[];
}

export async function listBlogPosts(db: Db, q: BlogQuery) {
  let query = db.selectFrom('blog_post');
  if (q.excludeCategories.length > 0) {
    query = query.where(sql<boolean>`not (category_ids && ${sql.val(q.excludeCategories)}::int[])`);
  }
  if (q.categories.length > 0) {
    query = query.where(sql<boolean>`category_ids && ${sql.val(q.categories)}::int[]`);
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function productGroupExists(db: Db, groupId: number): Promise<boolean> {
  const row = await db.selectFrom('product_group').select('id').where('id', '=', groupId).executeTakeFirst();
  return row !== undefined;
}

/** Which of a collection's products: all (its order), its favourites (by rank) or the new ones (newest first). */
export type ProductSelection = { kind: 'all' } | { kind: 'favourite' } | { kind: 'new'; since: string };

export async function listProducts(db: Db, groupId: number, pick: ProductSelection = { kind: 'all' }) {
  let q = db.selectFrom('product').selectAll().where('group_id', '=', groupId);
  if (pick.kind === 'favourite') q = q.where('favourite_rank', 'is not', null).orderBy('favourite_rank');
  if (pick.kind === 'new') q = q.where('released_on', '>=', pick.since).orderBy('released_on', 'desc');
  return q.orderBy('sort_order').orderBy('id').execute();
}

/** The month's most liked style-master photos, with the stylist and salon. */
export async function topStyleMasters(db: Db, month: string, limit: number) {
  return db
    .selectFrom('style_master_photo as p')
    .innerJoin('staff as s', 's.id', 'p.staff_id')
    .innerJoin('salon as sa', 'sa.id', 's.home_salon_id')
    .select([
      'p.id',
      'p.image',
      'p.total_like',
      's.id as staff_id',
      's.name as staff_name',
      's.skill_level',
      'sa.id as salon_id',
      'sa.name as salon_name',
    ])
    .where('p.month', '=', month)
    .where('s.is_active', '=', true)
    .orderBy('p.total_like', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}
